import { expect, test, type Page } from '@playwright/test';

// The top bar's suggestions against the real server and its demo data: the local index answers
// typing in either script, the server answers what the index misses, and a row opens its listing.

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const rows = (page: Page) => page.getByTestId('suggestions').getByRole('option');

/** The title of a row: the first line of its text. */
const rowTitle = async (page: Page, index: number) =>
  (await rows(page).nth(index).locator('span[dir="auto"]').innerText()).trim();

test('typing shows at most four suggestions; a click or Enter opens the listing', async ({ page }) => {
  await page.goto('/about');
  await box(page).fill('toyota');
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  const row = rows(page).first();
  await expect(row.getByTestId('suggestion-category')).toHaveText('Vehicles');
  await expect(row.getByTestId('suggestion-price')).not.toBeEmpty();

  const first = await rowTitle(page, 0);
  await row.click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

  // The picked query stays in the box; clicking it shows the same suggestions again.
  await expect(box(page)).toHaveValue('toyota');
  await box(page).click();
  await expect(rows(page).first()).toBeVisible();
  const second = count > 1 ? await rowTitle(page, 1) : first;
  await box(page).press('ArrowDown');
  if (count > 1) await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await rows(page)
      .nth(count > 1 ? 1 : 0)
      .getAttribute('id'))!,
  );
  await box(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard: arrows move the highlight, Escape closes, Enter without one searches', async ({ page }) => {
  await page.goto('/about');
  await box(page).pressSequentially('kia', { delay: 30 });
  await expect(rows(page).first()).toBeVisible();
  const count = await rows(page).count();
  await box(page).press('ArrowDown');
  await expect(rows(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('ArrowUp');
  await expect(rows(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Escape');
  await expect(page.getByTestId('suggestions')).toHaveCount(0);
  await expect(box(page)).toHaveValue('kia');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kia$/);
});

test('says when nothing is found', async ({ page }) => {
  await page.goto('/about');
  await box(page).fill('qxzvw');
  await expect(page.getByTestId('suggestions-status')).toHaveText('No results found for "qxzvw"');
  await expect(rows(page)).toHaveCount(0);
});

test('in Arabic, right to left, an Arabic word finds listings', async ({ page }) => {
  await page.goto('/about');
  await page.getByTestId('language-switcher').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const search = page.getByRole('combobox', { name: 'بحث' });
  await search.fill('شقة');
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeLessThanOrEqual(4);
  const first = rows(page).first();
  await expect(first.getByTestId('suggestion-category')).toHaveText('العقارات');
  await expect(first.getByTestId('suggestion-type')).toHaveText('شقة');
  // The best match is a listing written in Arabic, shown right to left.
  expect(await rowTitle(page, 0)).toContain('شقة');
  expect(await first.evaluate((row) => getComputedStyle(row).direction)).toBe('rtl');
  // The panel sits under the box, within the page, whichever way the text runs.
  const panel = await page.getByTestId('suggestions').boundingBox();
  const input = await search.boundingBox();
  expect(panel!.y).toBeGreaterThan(input!.y);
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test.describe('375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu's search box suggests within the screen, and a row opens its listing", async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.locator('#mobile-menu');
    const search = menu.getByRole('combobox', { name: 'Search' });
    await search.fill('toyota');
    const row = menu.getByTestId('suggestions').getByRole('option').first();
    await expect(row).toBeVisible();
    const panel = (await menu.getByTestId('suggestions').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(375);
    // The price ends the row without pushing it wider than the panel.
    const price = (await row.getByTestId('suggestion-price').boundingBox())!;
    expect(price.x + price.width).toBeLessThanOrEqual(panel.x + panel.width);

    const title = (await row.locator('span[dir="auto"]').innerText()).trim();
    await row.click();
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(menu).toBeHidden();
  });
});
