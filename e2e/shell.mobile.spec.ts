import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

test.describe('375 px wide', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`has no horizontal scroll and a working menu (${language})`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      await page.goto('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByTestId('mobile-menu-button').click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: language === 'en' ? 'Real Estate' : 'العقارات' }).click();
      await expect(page).toHaveURL(/\/realestate$/);
      await expect(menu).toBeHidden();
    });
  }

  test('at 320 px with large text the menu closes from a button wholly inside it', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const language of ['en', 'ar'] as const) {
      await page.addInitScript((lng) => {
        localStorage.setItem('language', lng);
        localStorage.setItem('ui-preferences', JSON.stringify({ fontSize: 'large' }));
      }, language);
      await page.goto('/vehicles');
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.locator('#mobile-menu');
      const close = menu.getByRole('button', { name: language === 'en' ? 'Close menu' : /إغلاق/ });
      const [sheet, button] = [(await menu.boundingBox())!, (await close.boundingBox())!];
      expect(button.width, language).toBeGreaterThanOrEqual(40);
      expect(button.x, language).toBeGreaterThanOrEqual(sheet.x);
      expect(button.x + button.width, language).toBeLessThanOrEqual(sheet.x + sheet.width);
      await close.click();
      await expect(menu).toBeHidden();
    }
  });

  test('a toast leaves the logo and the menu uncovered', async ({ page }) => {
    await signIn(page, '/about', { email: 'user@souqna.example', password: 'Souqna#User2026' });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: /Welcome back/ });
    await expect(toast).toBeVisible();
    const [bar, box] = [(await page.getByTestId('top-bar').boundingBox())!, (await toast.boundingBox())!];
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    // Within the screen, not past its edges.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
  });

  test('searches from the menu', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Souqna');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.locator('#mobile-menu');
    await menu.getByTestId('search-input').fill('hilux');
    await menu.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hilux$/);
  });
});
