import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Issue 23's one-click renewal: the demo data lets each listing live 60 days from its made-up
// publication date, so each demo seller has one a day or two from expiring, and the lifecycle
// pass the server runs at start has warned them. The seller opens that notice in the bell, lands
// on My listings at that listing (marked, in view), renews it and sees its new date. English with
// the vehicles seller, Arabic with the real-estate one (each renewal spends one such listing: a
// server reused from an earlier run may have none left, as in CI it never is).

const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
const HOMES = { email: 'homes@souqna.example', password: 'Souqna#Seller2026' };
const DAY = 86_400_000;

const TEXTS = {
  en: {
    expiresIn: /^Expires in [1-3] days?$/,
    renew: 'Renew',
    renewed: 'Renewed: your listing is in search for the next 60 days',
    until: /^In search until /,
  },
  ar: {
    expiresIn: /^ينتهي خلال (يوم واحد|يومين|٣ أيام)$/,
    renew: 'تجديد',
    renewed: 'تم التجديد: يظهر إعلانك في البحث خلال الأيام الستين القادمة',
    until: /^يظهر في البحث حتى /,
  },
};

interface Notice {
  id: string;
  title: string;
  message: string;
  listingId: string | null;
}
interface Own {
  id: string;
  status: string;
  expiresAt: string;
}

/** The expiry notice of a listing of the signed-in seller that is still days from expiring. */
async function expiryNotice(page: Page) {
  const answer = await page.request.get('/api/notifications?type=SYSTEM_NOTICE&limit=100');
  const { items } = ((await answer.json()) as { data: { items: Notice[] } }).data;
  for (const notice of items) {
    if (!notice.listingId) continue;
    const mine = await page.request.get(`/api/listings/user?limit=20&listing=${notice.listingId}`);
    const listing = ((await mine.json()) as { data: { items: Own[] } }).data.items.find(
      (item) => item.id === notice.listingId,
    );
    if (listing?.status === 'active' && Date.parse(listing.expiresAt) - Date.now() < 3 * DAY) return notice;
  }
  throw new Error('no listing near its expiry: the demo data gives each seller one on a fresh server');
}

async function renewFromTheNotice(page: Page, language: 'en' | 'ar') {
  const texts = TEXTS[language];
  const notice = await expiryNotice(page);
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu).toBeVisible();
  await menu
    .getByTestId('notification-item')
    .filter({ hasText: notice.message.slice(0, 40) })
    .click();

  await expect(page).toHaveURL(new RegExp(`/profile/listings\\?listing=${notice.listingId}$`));
  const row = page.locator('[data-testid="my-listing"][data-highlighted="true"]');
  await expect(row).toBeInViewport();
  await expect(row.getByTestId('my-listing-expires')).toHaveText(texts.expiresIn);
  await expect(row.getByTestId('my-listing-renew')).toHaveText(texts.renew);
  await row.getByTestId('my-listing-renew').click();

  await expect(page.getByText(texts.renewed)).toBeVisible();
  await expect(row.getByTestId('my-listing-renew')).toHaveCount(0);
  await expect(row.getByTestId('my-listing-expires')).toHaveText(texts.until);
  const mine = await page.request.get(`/api/listings/user?limit=20&listing=${notice.listingId}`);
  const renewed = ((await mine.json()) as { data: { items: Own[] } }).data.items.find(
    (item) => item.id === notice.listingId,
  )!;
  expect((Date.parse(renewed.expiresAt) - Date.now()) / DAY).toBeGreaterThan(59.9);
}

test('a seller renews a listing from its expiry notice, in English', async ({ page }) => {
  await signIn(page, '/settings', CARS);
  await chooseLanguage(page, 'en');
  try {
    await renewFromTheNotice(page, 'en');
  } finally {
    // The demo seller's own language, as the other journeys find it.
    await chooseLanguage(page, 'ar');
  }
});

test('a seller renews a listing from its expiry notice, in Arabic', async ({ page }) => {
  await signIn(page, '/settings', HOMES);
  await chooseLanguage(page, 'ar');
  await renewFromTheNotice(page, 'ar');
});
