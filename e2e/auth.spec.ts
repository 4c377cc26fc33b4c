import { expect, test, type Page } from '@playwright/test';
import { latestCode, latestMail } from './support/mail';

// Registration, login and the session's end against the real server and its mail, in the browser.

const uniqueEmail = (name: string) => `${name}-${Date.now()}@souqna.example`;

async function openLogin(page: Page, path = '/login') {
  await page.goto(path);
  // Typing before the first page's texts have loaded can be lost (see the foundation note).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Registers through the API and confirms with the mailed code, for tests about what comes after. */
async function member(page: Page, password: string, language: 'en' | 'ar' = 'en') {
  const email = uniqueEmail('member');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, name: 'Omar Saleh', language },
  });
  expect(registered.status()).toBe(201);
  const verified = await page.request.post('/api/auth/verify-email', {
    data: { email, code: await latestCode(email) },
  });
  expect(verified.ok()).toBe(true);
  return email;
}

test.describe('accounts', () => {
  test('registers, reads the code from the mail and is signed in', async ({ page }) => {
    const email = uniqueEmail('new');
    await openLogin(page, '/register');
    await page.getByTestId('register-name').fill('Hala Mansour');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('Hala#Souqna2026');
    await page.getByTestId('register-confirm').fill('Hala#Souqna2026');
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(/\/verify-code\?/);
    await expect(page.getByTestId('sent-to-email')).toHaveText(email);
    const mail = await latestMail(email);
    expect(mail.subject).toMatch(/code/i);
    await page.getByTestId('verify-code').fill(await latestCode(email));
    await page.getByTestId('verify-submit').click();

    await expect(page.getByText('Your email is confirmed. Welcome to Souqna, Hala Mansour!')).toBeVisible();
    await expect(page.getByTestId('account-menus')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    // The session is stored, so a reload keeps it.
    await page.reload();
    await expect(page.getByTestId('account-menus')).toBeVisible();
  });

  test('says why a login failed, in English and in Arabic', async ({ page }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password);
    await openLogin(page);
    await logIn(page, email, 'Wrong#Pass2026');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password. Please try again.');
    await logIn(page, uniqueEmail('nobody'), password);
    await expect(page.getByTestId('login-error')).toContainText(
      'No account found with this email. Please check your email or create a new account.',
    );

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await openLogin(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await logIn(page, email, 'Wrong#Pass2026');
    await expect(page.getByTestId('login-error')).toHaveText(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى المحاولة مجدداً.',
    );
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menus')).toBeVisible();
  });

  test('a password reset to the current password says so on the field, in English and Arabic, and the code still sets a new one', async ({
    page,
  }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password);
    await openLogin(page, '/password-reset');
    await page.getByTestId('password-reset-email').fill(email);
    await page.getByTestId('password-reset-submit').click();
    await expect(page).toHaveURL(/\/password-reset-verification\?email=/);
    // The first mail was the sign-up code; the second is the reset code.
    const code = await latestCode(email, 2);

    const tryPassword = async (newPassword: string) => {
      await page.getByTestId('reset-code').fill(code);
      await page.getByTestId('reset-password').fill(newPassword);
      await page.getByTestId('reset-confirm').fill(newPassword);
      await page.getByTestId('reset-submit').click();
    };
    await tryPassword(password);
    const field = page.getByTestId('reset-password');
    await expect(field).toHaveAccessibleDescription('The new password must differ from the current one.');
    await expect(field).toBeFocused();
    await expect(page.getByTestId('password-reset-verification-error')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await tryPassword(password);
    await expect(field).toHaveAccessibleDescription('يجب أن تختلف كلمة المرور الجديدة عن الحالية.');

    await tryPassword('Omar#Souqna2027');
    await expect(page).toHaveURL(/\/login\?reset=success/);
    await expect(page.getByTestId('password-changed')).toBeVisible();
  });

  test('welcomes an Arabic account in Arabic, though it signed in from the English page', async ({
    page,
  }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password, 'ar');
    await openLogin(page);
    await logIn(page, email, password);
    await expect(page.getByText('أهلاً بعودتك يا Omar Saleh!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('Welcome back, Omar Saleh!')).toHaveCount(0);
  });

  test('a page for members sends a visitor to log in, and back after', async ({ page }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('a session ended elsewhere ends here at the next call, at /login?expired=true', async ({
    page,
    request,
  }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password);
    await openLogin(page);
    await logIn(page, email, password);
    await expect(page.getByTestId('account-menus')).toBeVisible();
    // The home page's rows (and their hearts) finish loading first: the call under test is the
    // next one. The welcome toast covers the account menu until it goes.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Welcome back/)).toBeHidden();

    // Another device logs this session out with its refresh token (which only the browser's
    // HttpOnly cookie holds here): the session is revoked.
    const refreshToken = (await page.context().cookies()).find(({ name }) => name === 'refresh_token')!.value;
    const loggedOut = await request.post('/api/auth/logout', { data: { refreshToken } });
    expect(loggedOut.ok()).toBe(true);

    // The next page that asks the server for something finds the session gone.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/login\?expired=true$/);
    await expect(page.getByTestId('session-expired')).toHaveText(
      'Your session has expired. Please log in again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('keeps the session in HttpOnly cookies: a reload stays signed in, no token is readable, logout removes them', async ({
    page,
  }) => {
    const password = 'Omar#Souqna2026';
    const email = await member(page, password);
    await page.context().clearCookies();
    await openLogin(page);
    await logIn(page, email, password);
    await expect(page.getByTestId('account-menus')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-menus')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const cookies = Object.fromEntries(
      (await page.context().cookies()).map((cookie) => [cookie.name, cookie]),
    );
    expect(cookies.session_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    // Nothing a page script can read signs anyone in: no JWT, no refresh token, no cookie.
    const readable = await page.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
        .concat(document.cookie),
    );
    for (const value of readable) {
      expect(value).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect(value).not.toContain(cookies.session_token!.value);
      expect(value).not.toContain(cookies.refresh_token!.value);
    }

    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect
      .poll(async () =>
        (await page.context().cookies()).map(({ name }) => name).filter((name) => name !== 'souqna_device'),
      )
      .toEqual([]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
