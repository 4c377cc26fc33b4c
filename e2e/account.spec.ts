import { expect, test, type Page } from '@playwright/test';
import { png } from './support/images';
import { chooseLanguage } from './support/language';
import { latestCode } from './support/mail';
import { signIn as signInAs } from './support/sign-in';

// The signed-in user's own pages against the real server: the demo seed's plain user signs in
// through the login page, changes settings and the profile, and finds them again after a reload.

const EMAIL = 'user@souqna.example';
const PASSWORD = 'Souqna#User2026';

const signIn = (page: Page, to: string, account = { email: EMAIL, password: PASSWORD }) =>
  signInAs(page, to, account);

test.describe('account', () => {
  test('settings are stored on the account and survive a reload', async ({ page }) => {
    await signIn(page, '/settings');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const newsletter = page.getByRole('switch', { name: 'Newsletter' });
    const wasOn = (await newsletter.getAttribute('aria-checked')) === 'true';
    await newsletter.click();
    await expect(newsletter).toHaveAttribute('aria-checked', String(!wasOn));
    await expect(page.getByText('Settings saved').first()).toBeVisible();

    await page.getByTestId('setting-theme').getByText('Dark').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('setting-autoLogoutMinutes').selectOption('240');
    await expect(page.getByText('Settings saved').first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
      'aria-checked',
      String(!wasOn),
    );
    await expect(page.getByTestId('setting-autoLogoutMinutes')).toHaveValue('240');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('setting-theme').getByRole('radio', { name: 'Dark' })).toBeChecked();

    // The server has them, not only this browser: a fresh sign-in finds them too.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signIn(page, '/settings');
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
      'aria-checked',
      String(!wasOn),
    );
    await expect(page.locator('html')).toHaveClass(/dark/);

    // Back to the seed's look for the other tests.
    await page.getByTestId('setting-theme').getByText('Light').click();
    await page.getByTestId('setting-autoLogoutMinutes').selectOption('never');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('edits the profile with a new picture', async ({ page }) => {
    await signIn(page, '/settings');
    await chooseLanguage(page, 'en');
    await page.getByTestId('account-nav').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await page.getByTestId('profile-edit').click();

    const bio = `Looking for a family car in Homs (${Date.now()})`;
    await page.getByLabel('About you').fill(bio);
    await page.getByLabel('Phone').fill('+963 944 123 456');
    await page.getByLabel('City').selectOption('homs');
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByText('New picture: it is saved with your changes.')).toBeVisible();
    await page.getByTestId('profile-save').click();

    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByTestId('profile-detail-bio')).toHaveText(bio);
    await expect(page.getByTestId('profile-detail-phone')).toHaveText('+963944123456');
    const avatar = page.getByRole('img', { name: 'Profile picture of Rami Haddad' }).first();
    await expect(avatar).toHaveAttribute('src', /\/media\/avatars\/.+\.webp/);
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByTestId('profile-detail-bio')).toHaveText(bio);

    // What a visitor sees: the public profile, without signing in.
    const href = await page.getByRole('link', { name: 'See your public profile' }).getAttribute('href');
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(href!);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Rami Haddad' })).toBeVisible();
    await expect(visitor.getByTestId('public-profile-bio')).toHaveText(bio);
    await expect(visitor.getByTestId('public-profile-city')).toHaveText('Homs');
    await visitor.close();
  });

  test('works in Arabic, right to left', async ({ page }) => {
    await signIn(page, '/settings');
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();

    const phone = page.getByRole('switch', { name: 'إظهار رقم هاتفي' });
    const wasOn = (await phone.getAttribute('aria-checked')) === 'true';
    await phone.click();
    await expect(page.getByText('تم حفظ الإعدادات').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'إظهار رقم هاتفي' })).toHaveAttribute(
      'aria-checked',
      String(!wasOn),
    );

    await page.getByTestId('account-nav').getByRole('link', { name: 'الملف الشخصي' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await page.getByTestId('profile-edit').click();
    const bio = `أبحث عن شقة في حمص (${Date.now()})`;
    await page.getByLabel('نبذة عنك').fill(bio);
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64) });
    await page.getByTestId('profile-save').click();
    await expect(page.getByText('تم تحديث الملف الشخصي')).toBeVisible();
    await expect(page.getByTestId('profile-detail-bio')).toHaveText(bio);
    await expect(page.getByTestId('profile-detail-city')).toHaveText('حمص');

    // Right to left: the profile card sits on the right of the details.
    const card = await page.getByTestId('profile-name').boundingBox();
    const details = await page.getByTestId('profile-detail-bio').boundingBox();
    expect(card!.x).toBeGreaterThan(details!.x);

    // The Arabic choice was stored on the account; put English back for the other tests.
    await page.getByTestId('account-nav').getByRole('link', { name: 'الإعدادات' }).click();
    await chooseLanguage(page, 'en');
  });

  test('a new member changes the password with the mailed code, then deletes the account', async ({
    page,
    request,
    baseURL,
  }) => {
    // A member of this test's own, so the demo user's password never changes.
    const email = `member-${Date.now()}@souqna.example`;
    const first = 'First#Pass2026';
    const second = 'Second#Pass2026';
    const registered = await request.post('/api/auth/register', {
      data: { email, password: first, name: 'Lina Khoury', language: 'en' },
    });
    expect(registered.status()).toBe(201);
    const verified = await request.post('/api/auth/verify-email', {
      data: { email, code: await latestCode(email) },
    });
    expect(verified.ok()).toBe(true);

    await signIn(page, '/profile/password', { email, password: first });
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(page.getByTestId('password-form')).toHaveCount(0);
    await page.getByTestId('password-send-code').click();
    await expect(page.getByText('Verification code sent to your email')).toBeVisible();
    const code = await latestCode(email, 2);

    await page.getByTestId('password-current').fill(first);
    await page.getByTestId('password-new').fill(second);
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
    await page.getByTestId('password-confirm').fill(second);
    // A wrong code is refused on its field...
    await page.getByTestId('password-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('The code is wrong or has expired.')).toBeVisible();
    await expect(page.getByTestId('password-code')).toHaveAttribute('aria-invalid', 'true');
    // ...the mailed one changes the password.
    await page.getByTestId('password-code').fill(code);
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    // This request context keeps the cookies verify-email set, so its POSTs are signed in by cookie
    // and show the site's origin, as the site's own pages do (docs/security.md 8).
    const asSite = { origin: baseURL! };
    const oldLogin = await request.post('/api/auth/login', {
      data: { email, password: first },
      headers: asSite,
    });
    expect(oldLogin.status()).toBe(401);

    // Deleting the account: the wrong password is refused, the right one ends everything.
    await page.getByTestId('account-nav').getByRole('link', { name: 'Settings' }).click();
    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('all its listings permanently');
    await dialog.getByLabel('Enter your password to confirm').fill(first);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
    await dialog.getByLabel('Enter your password to confirm').fill(second);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const gone = await request.post('/api/auth/login', {
      data: { email, password: second },
      headers: asSite,
    });
    expect(gone.status()).toBe(404);
  });
});
