import { expect, test, type Page } from '@playwright/test';
import { png } from './support/images';
import { chooseLanguage } from './support/language';
import { BUYER, CARS, HOMES, messageSeller, sellerWithListing } from './support/messaging';
import { signIn } from './support/sign-in';

// Photos in messages between two browser contexts against the real server: the buyer attaches a
// photo and sends it alone; the seller, whose inbox is open, sees the thread say "Photo" live,
// opens it and the photo full screen, served by the private message-photo route.

// Two contexts, an upload through the image pipeline and the viewer's chunk: more than the default.
test.describe.configure({ timeout: 90_000 });

async function sendPhoto(page: Page, shade: number) {
  await page.getByTestId('composer-file').setInputFiles({
    name: 'dashboard.png',
    mimeType: 'image/png',
    buffer: png(400, shade),
  });
  await expect(page.getByTestId('composer-photo')).toHaveCount(1);
  await page.getByTestId('composer-send').click();
  const sent = page.getByTestId('message').filter({ has: page.getByTestId('message-photo') });
  await expect(sent.getByTestId('tick-sent')).toBeVisible();
  await expect(page.getByTestId('composer-photo')).toHaveCount(0);
}

async function seesPhotoLive(seller: Page, about: string) {
  // The demo seller reads Arabic, so "Photo" is checked in the language their page is in.
  const photoWord = (await seller.locator('html').getAttribute('lang')) === 'ar' ? 'صورة' : 'Photo';
  const row = seller.getByTestId('conversation-row').filter({ hasText: about });
  await expect(row.getByTestId('conversation-preview')).toHaveText(photoWord);
  await row.click();
  const photo = seller.getByTestId('message-photo');
  await expect(photo).toBeVisible();
  const thumb = photo.getByRole('img');
  await expect(thumb).toHaveAttribute('width', '400');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await photo.click();
  const viewer = seller.getByTestId('gallery-viewer');
  await expect(viewer).toBeVisible();
  const full = viewer.getByRole('img');
  await expect(full).toHaveAttribute('src', /^\/api\/messages\/[0-9a-f-]{36}\/images\/[0-9a-f-]{36}$/);
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await seller.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test('a buyer sends a photo and the seller sees it arrive live and opens it full screen', async ({
  page,
  browser,
}) => {
  await signIn(page, '/', BUYER);
  const seller = await sellerWithListing(browser, CARS, page);
  await messageSeller(page, seller.listing.id, `Hello, is the ${seller.listing.title} still available?`);
  await sendPhoto(page, 10);
  await seesPhotoLive(seller.page, seller.listing.title);
  await seller.close();
});

test('the same in Arabic, right to left', async ({ page, browser }) => {
  await signIn(page, '/settings', BUYER);
  const seller = await sellerWithListing(browser, HOMES, page);
  await chooseLanguage(page, 'ar');
  try {
    await messageSeller(page, seller.listing.id, `مرحباً، هل ${seller.listing.title} ما زال متوفراً؟`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('composer-attach')).toHaveAccessibleName(/^أضف صورًا/);
    await sendPhoto(page, 40);
    await seesPhotoLive(seller.page, seller.listing.title);
  } finally {
    await chooseLanguage(page, 'en');
    await seller.close();
  }
});
