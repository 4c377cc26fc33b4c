import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// A seller lowers a price in one browser context; a buyer who saved the listing, signed in in
// another, sees the bell's badge rise live (nobody reloads), opens the bell and lands on the
// listing. The notification's words are the buyer's language when it is made.

const BUYER = { email: 'user@souqna.example', password: 'Souqna#User2026' };
const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
const HOMES = { email: 'homes@souqna.example', password: 'Souqna#Seller2026' };

/** Unsafe calls signed in by cookie must name the page's origin (the CSRF guard). */
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function sellerListing(browser: Browser, account: typeof CARS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/', account);
  const me = await page.request.get('/api/auth/me');
  const { data: user } = (await me.json()) as { data: { id: string } };
  const answer = await page.request.get(`/api/listings?userId=${user.id}&limit=20`);
  const { data } = (await answer.json()) as {
    data: { items: { id: string; title: string; price: number; status: string }[] };
  };
  const listing = data.items.find((item) => item.status === 'active' && item.price > 1000);
  expect(listing).toBeDefined();
  return { page, listing: listing!, close: () => context.close() };
}

async function unreadOf(page: Page) {
  const answer = await page.request.get('/api/notifications?limit=1');
  return ((await answer.json()) as { data: { unreadCount: number } }).data.unreadCount;
}

async function priceDropReachesTheBell(page: Page, browser: Browser, seller: typeof CARS, title: string) {
  const { page: sellerPage, listing, close } = await sellerListing(browser, seller);
  const saved = await page.request.post(`/api/listings/saved/${listing.id}`, { headers: origin(page) });
  expect(saved.ok()).toBe(true);
  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = await unreadOf(page);
  const badge = page.getByTestId('notifications-unread');
  const shownBefore = before > 0 ? await badge.textContent() : null;

  const edit = await sellerPage.request.put(`/api/listings/${listing.id}`, {
    headers: origin(sellerPage),
    multipart: { price: String(listing.price - 500) },
  });
  expect(edit.ok()).toBe(true);

  // Live: the badge changes with no reload.
  await expect(badge).toBeVisible();
  if (shownBefore !== null) await expect(badge).not.toHaveText(shownBefore);
  expect(await unreadOf(page)).toBe(before + 1);

  await bell.click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu).toBeVisible();
  const item = menu.getByTestId('notification-item').first();
  await expect(item).toContainText(title);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`));
  await expect.poll(() => unreadOf(page)).toBe(before);
  await close();
}

test('a price drop reaches a buyer who saved the listing, live, in English', async ({ page, browser }) => {
  await signIn(page, '/', BUYER);
  await chooseLanguage(page, 'en');
  await priceDropReachesTheBell(page, browser, CARS, 'Price drop');
});

test('a price drop reaches a buyer who saved the listing, live, in Arabic', async ({ page, browser }) => {
  await signIn(page, '/', BUYER);
  await chooseLanguage(page, 'ar');
  try {
    await priceDropReachesTheBell(page, browser, HOMES, 'انخفض السعر');
  } finally {
    await chooseLanguage(page, 'en');
  }
});
