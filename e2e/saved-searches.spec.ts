import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/sign-in';

// Saved searches against the real server: the demo user filters the vehicles, saves the search,
// finds it and its matches on /listings?match=true, turns its alerts off and deletes it.

const USER = { email: 'user@souqna.example', password: 'Souqna#User2026' };

/** A make the demo data has vehicles of, and the newest of them, as the API answers. */
async function seededMake(request: APIRequestContext) {
  const answer = await request.get('/api/listings?mainCategory=vehicles&limit=1');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { items: { id: string; title: string; details: { vehicles?: { make?: string } } }[] };
  };
  const newest = data.items[0]!;
  const make = newest.details.vehicles?.make;
  expect(make).toBeTruthy();
  return { make: make!, newest };
}

test('saves a filtered search, sees its matches, turns alerts off and deletes it', async ({
  page,
  request,
}) => {
  const { make, newest } = await seededMake(request);
  const name = `My cars ${Date.now()}`;

  await signIn(page, '/vehicles', USER);
  const makeFilter = page.getByTestId('filter-make');
  await expect(makeFilter).toBeEnabled();
  await makeFilter.selectOption(make);
  await expect(page).toHaveURL(new RegExp(`[?&]make=${make}`));

  await page.getByTestId('save-search').click();
  const dialog = page.getByTestId('save-search-dialog');
  await expect(dialog.getByTestId('save-search-name')).not.toHaveValue('');
  await dialog.getByTestId('save-search-name').fill(name);
  await dialog.getByTestId('save-search-submit').click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await page.getByTestId('save-search-view').click();

  await expect(page).toHaveURL(/\/listings\?match=true$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Listings matching your searches' }),
  ).toBeVisible();
  const row = page.getByTestId('saved-search').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('saved-search-summary')).toContainText('Vehicles · ');
  await expect(row.getByTestId('saved-search-open')).toHaveAttribute('href', new RegExp(`make=${make}`));
  // The newest vehicle of that make matches, so it leads the matches.
  await expect(page.getByTestId('matches').getByRole('link', { name: newest.title }).first()).toBeVisible();

  const alerts = row.getByTestId('saved-search-alerts');
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(page.getByText('Alerts turned off')).toBeVisible();
  await page.reload();
  await expect(row.getByTestId('saved-search-alerts')).toHaveAttribute('aria-checked', 'false');

  await row.getByTestId('saved-search-delete').click();
  await page.getByTestId('saved-search-delete-confirm').click();
  await expect(page.getByText('Saved search deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
