import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// Favourites against the real server: the demo user saves a seeded listing from its page, finds
// it on /saved-listings and removes it there; a failing server puts the heart back.

const USER = { email: 'user@souqna.example', password: 'Souqna#User2026' };

async function seededListing(request: APIRequestContext) {
  const answer = await request.get('/api/listings?limit=1');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { items: { id: string; title: string }[] } };
  expect(data.items.length).toBeGreaterThan(0);
  return data.items[0]!;
}

/** The detail page's own heart (related listings below have hearts too). */
const detailHeart = (page: Page) => page.getByTestId('listing-actions').getByTestId('listing-save');

/** Opens the listing signed in, its heart empty whatever an earlier run left. */
async function openUnsaved(page: Page, id: string) {
  await signIn(page, `/listings/${id}`, USER);
  const heart = detailHeart(page);
  await expect(heart).toBeEnabled();
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
  }
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  return heart;
}

test('saves a listing, finds it among the saved ones and removes it there', async ({ page, request }) => {
  const listing = await seededListing(request);
  const heart = await openUnsaved(page, listing.id);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveText('Saved');
  await expect(page.getByText('Added to favorites')).toBeVisible();

  await page.goto('/saved-listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeVisible();
  const card = page.getByTestId('listing-card').filter({ hasText: listing.title });
  await expect(card).toHaveCount(1);
  const cardHeart = card.getByTestId('listing-save');
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  // The card's link covers it: the heart must take the click, not the link.
  await cardHeart.click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page).toHaveURL(/\/saved-listings$/);
  await expect(card).toHaveCount(0);
});

test('puts the heart back with an error when the server fails', async ({ page, request }) => {
  const listing = await seededListing(request);
  const heart = await openUnsaved(page, listing.id);

  await page.route('**/api/listings/saved/**', (route) =>
    route.request().method() === 'GET'
      ? route.continue()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: { code: 'INTERNAL_ERROR', message: 'down' } }),
        }),
  );
  await heart.click();
  await expect(page.getByText('Failed to add to favorites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveText('Save');
});
