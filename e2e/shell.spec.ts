import { expect, test } from '@playwright/test';

// The shell every later feature stands on, against the built app on a fresh data directory.

test.describe('shell', () => {
  test('renders in English, left to right, with the top bar and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Vehicles' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Real Estate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByTestId('business-hours')).toContainText('Monday – Friday');
  });

  test('switches to Arabic: right to left and translated, kept after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'المركبات' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByText('Vehicles', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'اعثر على سيارتك أو بيتك القادم في سوريا',
    );
    // Right to left: the logo sits at the right edge.
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لسوقنا' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  });

  test('at 768 px the top bar keeps logo, links and buttons on one row in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 700 });
    for (const language of ['en', 'ar', 'es', 'fr', 'de']) {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.goto('/vehicles');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The search has its own row below 1280 px; everything else shares the first.
      const rows = await page
        .getByTestId('top-bar')
        .locator(':scope > div > *')
        .evaluateAll((items) => {
          const middles = items
            .map((item) => item.getBoundingClientRect())
            .filter((box) => box.height > 0)
            .map((box) => Math.round(box.top + box.height / 2));
          return new Set(middles).size;
        });
      expect(rows, language).toBe(2);
    }
  });

  test('theme toggle survives a reload', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the search box goes to /search with the right query string', async ({ page }) => {
    await page.goto('/about');
    // Typing before the first page's texts have loaded can be lost (see the foundation note).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Souqna');
    await page.getByTestId('search-input').fill('كيا ريو');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D9%83%D9%8A%D8%A7(\+|%20)%D8%B1%D9%8A%D9%88$/);

    await page.getByTestId('search-category').selectOption('realEstate');
    await page.getByTestId('search-type').selectOption('APARTMENT');
    await page.getByTestId('search-input').fill('mezzeh');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/\/search\?q=mezzeh&category=realEstate&subcategory=APARTMENT$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer reading /real-estate lands on the real-estate browse page', async ({ page }) => {
    await page.goto('/real-estate');
    await expect(page).toHaveURL(/\/realestate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Real estate' })).toBeVisible();
  });
});

test.describe('forms', () => {
  test('the contact form rejects bad input and accepts good input', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Must be at least 10 characters')).toBeVisible();

    await page.getByLabel('Your name').fill('Lina Sabbagh');
    await page.getByLabel('Email').fill('lina@example.com');
    await page.getByLabel('Subject').fill('Selling my car');
    await page.getByLabel('Message').fill('How many photos can I add to a listing?');
    const answer = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByTestId('contact-success')).toContainText('Thank you');
  });

  test('the contact form speaks Arabic', async ({ page }) => {
    await page.goto('/contact');
    await page.getByTestId('language-switcher').selectOption('ar');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('يرجى إدخال اسمك')).toBeVisible();
  });

  test('the newsletter form subscribes, twice without complaint', async ({ page }) => {
    await page.goto('/');
    // The form loads once its place in the footer comes into view.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('Newsletter').fill('nope');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    for (let attempt = 0; attempt < 2; attempt++) {
      await form.getByLabel('Newsletter').fill('huda@example.com');
      const answer = page.waitForResponse('**/api/newsletter/subscribe');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(200);
      await expect(form.getByText('Thank you for subscribing')).toBeVisible();
    }
  });
});
