import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The listing pages on a 375 px phone, in both directions: nothing may push the page sideways.

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test.describe('listings at 375 px', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`the detail page and the wizard fit the screen (${language})`, async ({ page, request }) => {
      const answer = await request.get('/api/listings?limit=1&mainCategory=vehicles');
      const { data } = (await answer.json()) as { data: { items: { id: string; title: string }[] } };
      const listing = data.items[0]!;
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);

      await page.goto(`/listings/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expect(page.getByTestId('listing-price')).toBeVisible();
      await noSidewaysScroll(page);

      // The seller's own language setting wins once signed in: the seed's sellers use English.
      await signIn(page, '/listings/create', { email: 'cars@souqna.example', password: 'Souqna#Seller2026' });
      await expect(page.getByTestId('wizard-step-1')).toBeVisible();
      await noSidewaysScroll(page);
    });
  }
});
