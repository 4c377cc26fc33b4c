import { expect, test } from '@playwright/test';
import {
  answerBuyer,
  BUYER,
  CARS,
  messageSeller,
  seesAnswerAndReadTick,
  sellerWithListing,
} from './support/messaging';
import { signIn } from './support/sign-in';

// The messaging flow on two phones (375 px): the seller's menu button shows the unread dot, the
// inbox and the thread take the screen in turn with a way back, and a message its sender deletes
// shows deleted on both sides, live.

test('at 375 px a buyer and a seller talk, and the buyer deletes a message of theirs', async ({
  page,
  browser,
}) => {
  await signIn(page, '/', BUYER);
  const seller = await sellerWithListing(browser, CARS, page, { viewport: { width: 375, height: 812 } });
  const text = `Hello, is the ${seller.listing.title} still available?`;
  await messageSeller(page, seller.listing.id, text);

  await expect(seller.page.getByTestId('mobile-menu-button').getByTestId('menu-unread-dot')).toBeVisible();
  await answerBuyer(seller.page, seller.listing.title, text, 'Yes, come on Saturday.');
  // The thread has the screen to itself; its back button returns to the list.
  await expect(seller.page.getByTestId('conversation-search')).toBeHidden();
  await seller.page.getByTestId('thread-back').click();
  await expect(seller.page).toHaveURL(/\/messages$/);
  await expect(seller.page.getByTestId('conversation-search')).toBeVisible();
  await seesAnswerAndReadTick(page, text, 'Yes, come on Saturday.');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('message').filter({ hasText: text }).getByTestId('message-delete').click();
  await page.getByTestId('message-delete-dialog-confirm').click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(0);
  await expect(page.getByTestId('message').filter({ hasText: 'This message was deleted' })).toHaveCount(1);

  await seller.page.getByTestId('conversation-row').filter({ hasText: seller.listing.title }).click();
  await expect(seller.page.getByTestId('message-text').filter({ hasText: text })).toHaveCount(0);
  await seller.close();
});
