import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/language';
import {
  answerBuyer,
  BUYER,
  CARS,
  HOMES,
  messageSeller,
  seesAnswerAndReadTick,
  sellerWithListing,
} from './support/messaging';
import { signIn } from './support/sign-in';

// Messaging between two people in two browser contexts against the real server: the demo buyer
// messages a seller from a listing, the seller finds it in their inbox and answers, and the
// buyer sees the answer and the read tick, all live over the socket: nobody reloads.

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
