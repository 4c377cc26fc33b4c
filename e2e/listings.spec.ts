import { expect, test, type Page } from '@playwright/test';
import { png } from './support/images';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Posting and managing listings against the real server and its image pipeline: the demo seed's
// premium sellers post through the wizard in English and in Arabic, a free user meets the gate.

const SELLER_PASSWORD = 'Souqna#Seller2026';
const CARS = { email: 'cars@souqna.example', password: SELLER_PASSWORD };
const HOMES = { email: 'homes@souqna.example', password: SELLER_PASSWORD };
const USER = { email: 'user@souqna.example', password: 'Souqna#User2026' };

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `photo-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: png(96, index * 20),
  }));

const step = (page: Page, number: 1 | 2 | 3) => page.getByTestId(`wizard-step-${number}`);

/** Step 1, the same for both categories: the basics, the place and the photos. */
async function fillBasics(
  page: Page,
  basics: {
    category: 'vehicles' | 'realEstate';
    type: string;
    action: 'SALE' | 'RENT';
    title: string;
    description: string;
    price: string;
    currency: 'SYP' | 'USD';
    city: string;
    area: string;
  },
) {
  await expect(step(page, 1)).toBeVisible();
  await page.getByTestId(`listing-category-${basics.category}`).click();
  await page.locator('select[name="subCategory"]').selectOption(basics.type);
  await page.locator(`input[name="listingAction"][value="${basics.action}"]`).check();
  await page.locator('input[name="title"]').fill(basics.title);
  await page.locator('textarea[name="description"]').fill(basics.description);
  await page.locator('input[name="price"]').fill(basics.price);
  await page.locator('select[name="currency"]').selectOption(basics.currency);
  await page.getByTestId('location-city').selectOption(basics.city);
  await page.getByTestId('location-area').selectOption(basics.area);
  await page.getByTestId('image-input').setInputFiles(photos(3));
  await expect(page.getByTestId('image-tile')).toHaveCount(3);
}

/** Publishes from the review step and follows the success page to the new listing. */
async function publish(page: Page, title: string) {
  await expect(step(page, 3)).toContainText(title);
  await page.getByTestId('wizard-submit').click();
  await expect(page).toHaveURL(/\/listingsuccess\?id=/);
  await expect(page.getByTestId('listing-success')).toBeVisible();
  await page.getByTestId('success-view-listing').click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('listings', () => {
  test('a premium seller posts a car with photos, edits its price and deletes it', async ({ page }) => {
    await signIn(page, '/settings', CARS);
    await chooseLanguage(page, 'en');
    await page.goto('/listings/create');
    const title = `Toyota Corolla 2018, one owner (${Date.now()})`;
    await fillBasics(page, {
      category: 'vehicles',
      type: 'CAR',
      action: 'SALE',
      title,
      description: 'Serviced at the dealer, new tyres, no accidents.',
      price: '12500',
      currency: 'USD',
      city: 'damascus',
      area: 'mezzeh',
    });

    // Advanced details: the step does not let a missing required field through.
    await page.getByTestId('wizard-next').click();
    await expect(step(page, 2)).toBeVisible();
    await page.getByTestId('wizard-next').click();
    await expect(step(page, 2)).toContainText('Make is required');
    await page.locator('select[name="make"]').selectOption('toyota');
    await page.locator('select[name="model"]').selectOption('corolla');
    await page.locator('input[name="year"]').fill('2018');
    await page.locator('input[name="mileage"]').fill('86000');
    await page.locator('select[name="fuelType"]').selectOption('gasoline');
    // The colour is a named swatch (no hex to type); the warranty may go unsaid.
    const colour = page.getByRole('radiogroup', { name: 'Colour', exact: true });
    await colour.getByText('Silver', { exact: true }).click();
    await expect(colour.getByRole('radio', { name: 'Silver' })).toBeChecked();
    await expect(page.locator('select[name="warranty"]')).toHaveValue('');
    await page.locator('select[name="serviceHistory"]').selectOption('full');
    await page.locator('input[name="previousOwners"]').fill('1');
    await page.locator('select[name="registrationStatus"]').selectOption('registered');
    await page.getByTestId('wizard-next').click();
    await publish(page, title);

    // The detail page shows what was posted, the photos included.
    await expect(page.getByTestId('listing-price')).toHaveText('US$12,500');
    // The other currency at the seeded rate, 13,000 pounds to the dollar.
    await expect(page.getByTestId('listing-price-hint')).toHaveText('≈ SYP 162,500,000');
    await expect(page.getByText('Corolla').first()).toBeVisible();
    await expect(page.getByText('Silver').first()).toBeVisible();
    await expect(page.locator('[data-testid="gallery"] img').first()).toHaveAttribute('src', /\/media\//);

    // Edit the price.
    await page.getByTestId('listing-edit').click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.locator('input[name="title"]')).toHaveValue(title);
    await expect(page.getByTestId('image-tile')).toHaveCount(3);
    await page.locator('input[name="price"]').fill('11900');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-submit').click();
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('listing-price')).toHaveText('US$11,900');
    await expect(page.getByTestId('listing-price-hint')).toHaveText('≈ SYP 154,700,000');

    // Delete it, after confirming.
    await page.getByTestId('listing-delete').click();
    await page.getByTestId('listing-delete-confirm').click();
    await expect(page).toHaveURL(/\/profile\/listings$/);
    await expect(page.getByTestId('my-listing').filter({ hasText: title })).toHaveCount(0);
  });

  test('a premium seller posts, edits and deletes an apartment in Arabic, right to left', async ({
    page,
  }) => {
    await signIn(page, '/settings', HOMES);
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/listings/create');
    const title = `شقة مفروشة في المالكي (${Date.now()})`;
    await fillBasics(page, {
      category: 'realEstate',
      type: 'APARTMENT',
      action: 'RENT',
      title,
      description: 'ثلاث غرف نوم، طابق ثالث، إطلالة جميلة.',
      price: '٣٥٠٠٠٠٠',
      currency: 'SYP',
      city: 'damascus',
      area: 'malki',
    });
    await page.getByTestId('wizard-next').click();
    await expect(step(page, 2)).toBeVisible();
    await page.locator('input[name="size"]').fill('140');
    await page.locator('input[name="yearBuilt"]').fill('2005');
    await page.locator('input[name="bedrooms"]').fill('3');
    await page.locator('input[name="bathrooms"]').fill('2');
    await page.locator('select[name="condition"]').selectOption('good');
    await page.getByTestId('wizard-next').click();
    await publish(page, title);
    await expect(page.getByTestId('listing-price')).toContainText('٣٬٥٠٠٬٠٠٠');
    await expect(page.getByTestId('listing-price-hint')).toContainText('٢٦٩');

    // Edit the rent in Arabic digits, then delete the flat, all right to left.
    await page.getByTestId('listing-edit').click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('input[name="title"]')).toHaveValue(title);
    await page.locator('input[name="price"]').fill('٣٢٠٠٠٠٠');
    await page.getByTestId('wizard-next').click();
    await expect(step(page, 2)).toBeVisible();
    await expect(page.locator('input[name="bedrooms"]')).toHaveValue(/^(3|٣)$/);
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-submit').click();
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('listing-price')).toContainText('٣٬٢٠٠٬٠٠٠');
    await page.getByTestId('listing-delete').click();
    await page.getByTestId('listing-delete-confirm').click();
    await expect(page).toHaveURL(/\/profile\/listings$/);
    await expect(page.getByTestId('my-listing').filter({ hasText: title })).toHaveCount(0);

    // Put English back for the other tests: the choice is stored on the account.
    await chooseLanguage(page, 'en');
  });

  test('a free user meets the premium gate instead of the wizard', async ({ page }) => {
    await signIn(page, '/listings/create', USER);
    await expect(page.getByTestId('listing-gate')).toBeVisible();
    await expect(page.getByTestId('wizard-step-1')).toHaveCount(0);
  });
});
