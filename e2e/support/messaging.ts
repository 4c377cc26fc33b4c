import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// The two sides of a conversation for the messaging specs (desktop and 375 px): demo accounts,
// each in a browser context of its own.

export const BUYER = { email: 'user@souqna.example', password: 'Souqna#User2026' };
export const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
export const HOMES = { email: 'homes@souqna.example', password: 'Souqna#Seller2026' };

/**
 * A seller signed in in a context of their own, with an active listing the buyer has not talked
 * about yet (the demo data has conversations of its own).
 */
export async function sellerWithListing(
  browser: Browser,
  account: typeof CARS,
  buyer: Page,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
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

export async function messageSeller(page: Page, listingId: string, prefill: string) {
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

export async function answerBuyer(seller: Page, about: string, text: string, reply: string) {
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
  // Sent, or already read: the buyer has the thread open, so the read receipt can come first.
  await expect(
    seller
      .getByTestId('message')
      .filter({ hasText: reply })
      .getByTestId(/^tick-(sent|read)$/),
  ).toBeVisible();
}

export async function seesAnswerAndReadTick(buyer: Page, text: string, reply: string) {
  await expect(buyer.getByTestId('message-text').filter({ hasText: reply })).toBeVisible();
  await expect(buyer.getByTestId('message').filter({ hasText: text }).getByTestId('tick-read')).toBeVisible();
}
