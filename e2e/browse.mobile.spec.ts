import { expect, test, type Page } from '@playwright/test';

// Browsing on a 375 px phone: the filters live in a drawer, and nothing pushes the page sideways.

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

for (const language of ['en', 'ar'] as const) {
  test(`filters vehicles through the drawer (${language})`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/vehicles');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('browse-results').getByTestId('listing-card').first()).toBeVisible();
    await expect(page.getByTestId('browse-sidebar')).toBeHidden();
    await noSidewaysScroll(page);

    await page.getByTestId('browse-filters-open').click();
    const drawer = page.getByTestId('browse-filter-drawer');
    await expect(drawer).toBeVisible();
    const make = drawer.getByTestId('filter-make');
    await expect(make).toBeEnabled();
    const value = await make.locator('option').nth(1).getAttribute('value');
    expect(value).toBeTruthy();
    await make.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`[?&]make=${value}(&|$)`));
    await noSidewaysScroll(page);

    await drawer.getByTestId('browse-filters-done').click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('browse-chip')).toHaveCount(1);
    // The button that opens the drawer tells how many filters are on.
    await expect(page.getByTestId('browse-filters-open')).toContainText(language === 'ar' ? '١' : '1');
    await noSidewaysScroll(page);
  });
}
