import { expect, test } from '@playwright/test';

// The home page against the real server and its demo data: counts as the API gives them, rows of
// cards that open their listing, and the hero's search landing on its results.

interface Stats {
  total: number;
  byCategory: { vehicles: number; realEstate: number };
  byCity: { cityCode: string; count: number }[];
}

test('counts, trending listings and the hero search', async ({ page, request }) => {
  const answer = await request.get('/api/listings/stats');
  const stats = ((await answer.json()) as { data: Stats }).data;
  expect(stats.total).toBeGreaterThan(0);

  await page.goto('/');
  const strip = page.getByTestId('home-stats');
  await expect(strip.getByRole('heading', { level: 2 })).toHaveText(
    `${stats.total.toLocaleString('en')} listings across Syria`,
  );
  await expect(strip.getByTestId('home-stats-vehicles').getByTestId('home-stats-count')).toHaveText(
    stats.byCategory.vehicles.toLocaleString('en'),
  );
  await expect(strip.getByTestId('home-stats-city')).toHaveCount(Math.min(6, stats.byCity.length));

  const trending = (
    (await (await request.get('/api/listings/trending')).json()) as { data: { id: string; title: string }[] }
  ).data;
  expect(trending.length).toBeGreaterThan(0);
  const first = page.getByTestId('home-trending').getByTestId('listing-card').first();
  await expect(first).toContainText(trending[0]!.title);
  await first.getByRole('link', { name: trending[0]!.title }).click();
  await expect(page).toHaveURL(`/listings/${trending[0]!.id}`);

  await page.goto('/');
  await page.getByTestId('hero-search-input').fill('corolla');
  await page.getByTestId('hero-search-category').selectOption('vehicles');
  await page.getByTestId('hero-search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=corolla&category=vehicles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “corolla”');
  await expect(page.getByTestId('browse-sort')).toHaveValue('relevance');
});

test('the hero searches by category, sale or rent and city', async ({ page, request }) => {
  // A city with real estate for rent in the demo data, and how many the API finds there.
  const rentals = (
    (await (
      await request.get('/api/listings?mainCategory=realEstate&listingAction=RENT&limit=100')
    ).json()) as { data: { items: { cityCode: string | null }[] } }
  ).data.items;
  const city = rentals.find((listing) => listing.cityCode)!.cityCode!;
  const expected = rentals.filter((listing) => listing.cityCode === city).length;

  await page.goto('/');
  const hero = page.getByTestId('hero-search');
  await hero.getByLabel('Category').selectOption('realEstate');
  await hero.getByLabel('Sale or rent').selectOption('RENT');
  await hero.getByLabel('City').selectOption(city);
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/search?category=realEstate&listingAction=RENT&city=${city}`);
  await expect(page.getByTestId('browse-count')).toHaveText(
    expected === 1 ? '1 listing' : `${expected} listings`,
  );
  const cards = page.getByTestId('browse-results').getByTestId('listing-card');
  await expect(cards).toHaveCount(expected);
  for (const card of await cards.all()) await expect(card).toContainText('For rent');
});

test('the Arabic home page reads right to left, its counts in Arabic digits', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('home-stats').getByRole('heading', { level: 2 })).toContainText(
    'في أنحاء سوريا',
  );
  await expect(page.getByTestId('home-stats-vehicles').getByTestId('home-stats-count')).toHaveText(
    /^[٠-٩٬]+$/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'أُضيفت حديثًا' })).toBeVisible();
});
