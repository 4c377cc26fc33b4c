import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Messaging between two people in two browser contexts against the real server: the demo buyer
// messages a seller from a listing, the seller finds it in their inbox and answers, and the
// buyer sees the answer and the read tick. Without a live socket the other side reloads.

const BUYER = { email: 'user@souqna.example', password: 'Souqna#User2026' };
const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
const HOMES = { email: 'homes@souqna.example', password: 'Souqna#Seller2026' };

/** A seller signed in in a context of their own, with one of their active listings. */
async function sellerWithListing(browser: Browser, account: typeof CARS) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/messages', account);
  const me = await page.request.get('/api/auth/me');
  const { data: user } = (await me.json()) as { data: { id: string } };
  const answer = await page.request.get(`/api/listings?userId=${user.id}&limit=1`);
  const { data } = (await answer.json()) as { data: { items: { id: string; title: string }[] } };
  expect(data.items.length).toBeGreaterThan(0);
  return { page, listing: data.items[0]!, close: () => context.close() };
}

async function messageSeller(page: Page, listingId: string, prefill: string) {
  await page.goto(`/listings/${listingId}`);
  await page.getByTestId('listing-actions').getByTestId('listing-message').click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const input = page.getByTestId('composer-input');
  await expect(input).toHaveValue(prefill);
  await input.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: prefill })).toHaveCount(1);
  await expect(
    page.getByTestId('message').filter({ hasText: prefill }).getByTestId('tick-sent'),
  ).toBeVisible();
}

async function answerBuyer(seller: Page, buyerName: string, text: string, reply: string) {
  // Signed in before the message was sent: without a live socket the inbox is read again.
  await seller.reload();
  const row = seller.getByTestId('conversation-row').filter({ hasText: buyerName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('conversation-unread')).toBeVisible();
  await row.click();
  await expect(seller.getByTestId('message-text').filter({ hasText: text })).toBeVisible();
  await seller.getByTestId('composer-input').fill(reply);
  await seller.getByTestId('composer-send').click();
  await expect(
    seller.getByTestId('message').filter({ hasText: reply }).getByTestId('tick-sent'),
  ).toBeVisible();
}

async function seesAnswerAndReadTick(buyer: Page, text: string, reply: string) {
  await buyer.reload();
  await expect(buyer.getByTestId('message-text').filter({ hasText: reply })).toBeVisible();
  await expect(buyer.getByTestId('message').filter({ hasText: text }).getByTestId('tick-read')).toBeVisible();
}

test('a buyer messages a seller from a listing, in English, and the seller answers', async ({
  page,
  browser,
}) => {
  const seller = await sellerWithListing(browser, CARS);
  const text = `Hello, is the ${seller.listing.title} still available?`;
  await signIn(page, '/', BUYER);
  await messageSeller(page, seller.listing.id, text);

  await answerBuyer(seller.page, 'Rami Haddad', text, 'نعم، ما زالت متوفرة. Yes, come on Saturday.');
  await seesAnswerAndReadTick(page, text, 'نعم، ما زالت متوفرة');
  await seller.close();
});

test('the same in Arabic, right to left', async ({ page, browser }) => {
  const seller = await sellerWithListing(browser, HOMES);
  await signIn(page, '/settings', BUYER);
  await chooseLanguage(page, 'ar');
  try {
    const text = `مرحباً، هل ${seller.listing.title} ما زال متوفراً؟`;
    await messageSeller(page, seller.listing.id, text);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('message-text').filter({ hasText: text })).toHaveAttribute('dir', 'auto');

    await answerBuyer(seller.page, 'Rami Haddad', text, 'أهلاً، نعم الشقة متاحة للمعاينة');
    await seesAnswerAndReadTick(page, text, 'أهلاً، نعم الشقة متاحة للمعاينة');
  } finally {
    await chooseLanguage(page, 'en');
    await seller.close();
  }
});
