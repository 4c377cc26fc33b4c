import { expect, test, type Browser, type Page } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Messaging between two people in two browser contexts against the real server: the demo buyer
// messages a seller from a listing, the seller finds it in their inbox and answers, and the
// buyer sees the answer and the read tick, all live over the socket: nobody reloads.

const BUYER = { email: 'user@souqna.example', password: 'Souqna#User2026' };
const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
const HOMES = { email: 'homes@souqna.example', password: 'Souqna#Seller2026' };

/**
 * A seller signed in in a context of their own, with an active listing the buyer has not talked
 * about yet (the demo data has conversations of its own).
 */
async function sellerWithListing(browser: Browser, account: typeof CARS, buyer: Page) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/messages', account);
  const me = await page.request.get('/api/auth/me');
  const { data: user } = (await me.json()) as { data: { id: string } };
  const answer = await page.request.get(`/api/listings?userId=${user.id}&limit=50`);
  const { data } = (await answer.json()) as { data: { items: { id: string; title: string }[] } };
  const talks = await buyer.request.get('/api/messages/conversations?limit=100');
  const { data: inbox } = (await talks.json()) as { data: { items: { listingId: string | null }[] } };
  const taken = new Set(inbox.items.map(({ listingId }) => listingId));
  const listing = data.items.find(({ id }) => !taken.has(id));
  expect(listing).toBeDefined();
  return { page, listing: listing!, close: () => context.close() };
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

async function answerBuyer(seller: Page, about: string, text: string, reply: string) {
  // Signed in before the message was sent: the socket brings it into the open inbox.
  const row = seller
    .getByTestId('conversation-row')
    .filter({ hasText: 'Rami Haddad' })
    .filter({ hasText: about });
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
  await expect(buyer.getByTestId('message-text').filter({ hasText: reply })).toBeVisible();
  await expect(buyer.getByTestId('message').filter({ hasText: text }).getByTestId('tick-read')).toBeVisible();
}

test('a buyer messages a seller from a listing, in English, and the seller answers', async ({
  page,
  browser,
}) => {
  await signIn(page, '/', BUYER);
  const seller = await sellerWithListing(browser, CARS, page);
  const text = `Hello, is the ${seller.listing.title} still available?`;
  await messageSeller(page, seller.listing.id, text);

  await answerBuyer(seller.page, seller.listing.title, text, 'نعم، ما زالت متوفرة. Yes, come on Saturday.');
  await seesAnswerAndReadTick(page, text, 'نعم، ما زالت متوفرة');
  await seller.close();
});

test('the same in Arabic, right to left', async ({ page, browser }) => {
  await signIn(page, '/settings', BUYER);
  const seller = await sellerWithListing(browser, HOMES, page);
  await chooseLanguage(page, 'ar');
  try {
    const text = `مرحباً، هل ${seller.listing.title} ما زال متوفراً؟`;
    await messageSeller(page, seller.listing.id, text);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('message-text').filter({ hasText: text })).toHaveAttribute('dir', 'auto');

    await answerBuyer(seller.page, seller.listing.title, text, 'أهلاً، نعم الشقة متاحة للمعاينة');
    await seesAnswerAndReadTick(page, text, 'أهلاً، نعم الشقة متاحة للمعاينة');
  } finally {
    await chooseLanguage(page, 'en');
    await seller.close();
  }
});

test('a buyer makes an offer, sees the seller type, and the seller accepts it in one tap', async ({
  page,
  browser,
}) => {
  await signIn(page, '/', BUYER);
  const seller = await sellerWithListing(browser, CARS, page);
  const text = `Hello, is the ${seller.listing.title} still available?`;
  await messageSeller(page, seller.listing.id, text);

  await page.getByTestId('offer-open').click();
  await page.getByLabel('Your offer').fill('7500');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByTestId('offer-send').click();
  const sent = page.getByTestId('offer-card');
  await expect(sent.getByTestId('offer-amount')).toHaveText('US$7,500');
  await expect(sent.getByTestId('offer-status')).toHaveText('Waiting for an answer');

  const row = seller.page.getByTestId('conversation-row').filter({ hasText: seller.listing.title });
  await row.click();
  // The demo seller reads Arabic: their side is checked by what it is, not by its words.
  const card = seller.page.getByTestId('offer-card');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await seller.page.getByTestId('composer-input').pressSequentially('Let me');
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await card.getByTestId('offer-accept').click();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card.getByTestId('offer-accept')).toHaveCount(0);
  await expect(sent.getByTestId('offer-status')).toHaveText('Accepted');
  await seller.close();
});
