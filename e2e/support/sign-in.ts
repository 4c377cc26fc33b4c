import { expect, type Page } from '@playwright/test';

/** Logs in through the login page and lands on `to`. */
export async function signIn(page: Page, to: string, account: { email: string; password: string }) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  // Typing before the first page's texts have loaded can be lost (see the foundation note).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
}
