import { expect, test, type Page } from '@playwright/test';

// The shell every later feature stands on: language and direction, theme, search, forms, 404.

async function chooseLanguage(page: Page, language: string) {
  await page.evaluate((lng) => localStorage.setItem('language', lng), language);
  await page.reload();
}

test.describe('shell', () => {
  test('renders in English, left to right', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Vehicles' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Real Estate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('renders in Arabic, right to left and translated', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'المركبات' }).first()).toBeVisible();
    await expect(page.getByText('Vehicles', { exact: true })).toHaveCount(0);
  });
});
