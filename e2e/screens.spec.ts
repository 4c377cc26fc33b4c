import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { latestCode, latestMail } from './support/mail';

// The screens no other journey opens, in both languages: password reset, email verification by
// the mailed link, a seller's public profile, and the about, privacy and terms pages.

type Language = 'en' | 'ar';

/** A text of the web's locales, as the page under test shows it. */
function text(language: Language, namespace: string, key: string, values: Record<string, string> = {}) {
  const file = new URL(`../apps/web/src/locales/${language}/${namespace}.json`, import.meta.url);
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof found !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, value),
    found,
  );
}

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@souqna.example`;

/** A visitor's language is kept in the browser: every page of the test opens in it. */
async function speak(page: Page, language: Language) {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** Registers through the API; the account is confirmed only when `verify` is set. */
async function register(page: Page, language: Language, password: string, verify: boolean) {
  const email = uniqueEmail(`screens-${language}`);
  const name = language === 'ar' ? 'ليلى حداد' : 'Laila Haddad';
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, name, language },
  });
  expect(registered.status()).toBe(201);
  if (verify) {
    const verified = await page.request.post('/api/auth/verify-email', {
      data: { email, code: await latestCode(email) },
    });
    expect(verified.ok()).toBe(true);
  }
  return { email, name };
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`screens (${language})`, () => {
    test('resets a forgotten password with the mailed code, then logs in with the new one', async ({
      page,
    }) => {
      const oldPassword = 'Laila#Souqna2026';
      const newPassword = 'Laila#Fresh2027';
      const { email } = await register(page, language, oldPassword, true);
      await speak(page, language);
      await page.goto('/password-reset');
      await expectLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'auth', 'reset.title'));
      await page.getByTestId('password-reset-email').fill(email);
      await page.getByTestId('password-reset-submit').click();

      await expect(page).toHaveURL(/\/password-reset-verification\?/);
      await expect(page.getByTestId('sent-to-email')).toHaveText(email);
      // The first mail was the sign-up's code.
      await page.getByTestId('reset-code').fill(await latestCode(email, 2));
      await page.getByTestId('reset-password').fill(newPassword);
      await page.getByTestId('reset-confirm').fill(newPassword);
      await page.getByTestId('reset-submit').click();

      await expect(page).toHaveURL(/\/login\?.*reset=success/);
      await expect(page.getByTestId('password-changed')).toHaveText(
        text(language, 'auth', 'login.passwordChanged'),
      );
      await expect(page.getByTestId('login-email')).toHaveValue(email);
      await page.getByTestId('login-password').fill(oldPassword);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('account-menus')).toHaveCount(0);
      await page.getByTestId('login-password').fill(newPassword);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('account-menus')).toBeVisible();
    });

    test('confirms an email by the link in the mail and signs the member in', async ({ page }) => {
      const { email, name } = await register(page, language, 'Laila#Souqna2026', false);
      const mail = await latestMail(email);
      const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      await speak(page, language);
      const { pathname, search } = new URL(link!);
      await page.goto(pathname + search);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(text(language, 'auth', 'verify.welcome', { name }))).toBeVisible();
      await expect(page.getByTestId('account-menus')).toBeVisible();
      await expectLanguage(page, language);

      // The link works once: opened again, it says so instead of signing anyone in.
      await page.context().clearCookies();
      await page.goto(pathname + search);
      await expect(page.getByTestId('verify-email-card')).toContainText(
        text(language, 'auth', 'verifyEmail.failedTitle'),
      );
    });

    test("shows a seller's public profile, with their listings", async ({ page }) => {
      const answer = await page.request.get('/api/listings?limit=1');
      const { data } = (await answer.json()) as { data: { items: { userId: string; title: string }[] } };
      const { userId } = data.items[0]!;
      const profile = (await (await page.request.get(`/api/users/public-profile/${userId}`)).json()) as {
        data: { name: string };
      };
      await speak(page, language);
      await page.goto(`/profile/${userId}`);
      await expectLanguage(page, language);
      const card = page.getByTestId('public-profile');
      await expect(card.getByRole('heading', { level: 1 })).toHaveText(profile.data.name);
      await expect(card).toContainText(text(language, 'account', 'publicProfile.memberSinceLabel'));
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      // The other reading of the route shows the same member; an unknown one says so.
      await page.goto(`/users/${userId}`);
      await expect(page.getByTestId('public-profile').getByRole('heading', { level: 1 })).toHaveText(
        profile.data.name,
      );
      await page.goto('/profile/00000000-0000-4000-8000-000000000000');
      await expect(page.getByTestId('public-profile-not-found')).toContainText(
        text(language, 'account', 'publicProfile.notFound'),
      );
    });

    test('shows the about, privacy and terms pages', async ({ page }) => {
      await speak(page, language);
      const pages = [
        ['/about', 'pages', 'about.title'],
        ['/privacy-policy', 'legal', 'privacy.title'],
        ['/terms', 'legal', 'terms.title'],
      ] as const;
      for (const [path, namespace, key] of pages) {
        await page.goto(path);
        await expectLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, namespace, key));
        // Each has its sections, not just a heading.
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      }
    });
  });
}

// Journeys that only ran in English: sign-up and saved listings, by Arabic-speaking new members.
test.describe('in Arabic', () => {
  test('registers right to left, reads the code from the mail and is welcomed in Arabic', async ({
    page,
  }) => {
    const email = uniqueEmail('register-ar');
    const name = 'هالة منصور';
    await speak(page, 'ar');
    await page.goto('/register');
    await expectLanguage(page, 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'auth', 'register.title'));
    await page.getByTestId('register-name').fill(name);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('Hala#Souqna2026');
    await page.getByTestId('register-confirm').fill('Hala#Souqna2026');
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(/\/verify-code\?/);
    await expect(page.getByTestId('sent-to-email')).toHaveText(email);
    await page.getByTestId('verify-code').fill(await latestCode(email));
    await page.getByTestId('verify-submit').click();
    await expect(page.getByText(text('ar', 'auth', 'verify.welcome', { name }))).toBeVisible();
    await expect(page.getByTestId('account-menus')).toBeVisible();
    await expectLanguage(page, 'ar');
  });

  test('saves a listing, finds it among the saved ones and removes it there', async ({ page }) => {
    const password = 'Laila#Souqna2026';
    const { email } = await register(page, 'ar', password, true);
    const answer = await page.request.get('/api/listings?limit=1');
    const { data } = (await answer.json()) as { data: { items: { id: string; title: string }[] } };
    const listing = data.items[0]!;
    await speak(page, 'ar');
    await page.goto(`/login?redirect=${encodeURIComponent(`/listings/${listing.id}`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`));
    await expectLanguage(page, 'ar');

    const heart = page.getByTestId('listing-actions').getByTestId('listing-save');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(text('ar', 'listings', 'saved.added'))).toBeVisible();

    await page.goto('/saved-listings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'listings', 'saved.title'));
    const card = page.getByTestId('listing-card').filter({ hasText: listing.title });
    await expect(card).toHaveCount(1);
    await card.getByTestId('listing-save').click();
    await expect(page.getByText(text('ar', 'listings', 'saved.removed'))).toBeVisible();
    await expect(card).toHaveCount(0);
  });
});
