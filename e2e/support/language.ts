import { expect, type Page } from '@playwright/test';

/**
 * Sets the interface language from the settings page. Saved to the account, so it sticks for the
 * signed-in user (their server settings win over the browser's stored choice).
 */
export async function chooseLanguage(page: Page, language: 'en' | 'ar') {
  if (!page.url().endsWith('/settings')) await page.goto('/settings');
  const select = page.getByTestId('setting-language');
  await expect(select).toBeVisible();
  if ((await select.inputValue()) !== language) await select.selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
