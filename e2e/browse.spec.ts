import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Browsing against the real server and its demo data: what the cards show must be exactly what the
// API answers for the same filters and order, and the URL must carry all of it through back,
// forward and reload.

/** The listing ids the API gives for a query, in its order. */
async function apiIds(request: APIRequestContext, query: Record<string, string>) {
  const answer = await request.get(`/api/listings?${new URLSearchParams({ limit: '12', ...query })}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { items: { id: string }[]; total: number } };
  return { ids: data.items.map((item) => item.id), total: data.total };
}

/** The listing ids the results grid shows, in its order. */
const cardIds = (page: Page) =>
  page
    .getByTestId('browse-results')
    .getByTestId('listing-card')
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''));

async function expectCards(page: Page, ids: string[]) {
  await expect.poll(() => cardIds(page)).toEqual(ids);
}

test('filters and sorts vehicles, and the URL keeps it through back, forward and reload', async ({
  page,
  request,
}) => {
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await expectCards(page, (await apiIds(request, { mainCategory: 'vehicles' })).ids);

  const make = page.getByTestId('filter-make');
  await expect(make).toBeEnabled();
  // The first make the seed has that the API finds listings for.
  const makes = await make
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  let chosen = '';
  let filtered = { ids: [] as string[], total: 0 };
  for (const value of makes) {
    filtered = await apiIds(request, { mainCategory: 'vehicles', make: value });
    if (filtered.total > 1) {
      chosen = value;
      break;
    }
  }
  expect(chosen, 'the demo data has a make with two listings or more').not.toBe('');

  await make.selectOption(chosen);
  await expect(page).toHaveURL(new RegExp(`[?&]make=${chosen}(&|$)`));
  await expectCards(page, filtered.ids);
  await expect(page.getByTestId('browse-count')).toContainText(String(filtered.total));
  await expect(page.getByTestId('browse-chip')).toHaveCount(1);

  await page.getByTestId('browse-sort').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=priceLowToHigh(&|$)/);
  const cheapest = await apiIds(request, {
    mainCategory: 'vehicles',
    make: chosen,
    sortBy: 'price',
    sortOrder: 'asc',
  });
  await expectCards(page, cheapest.ids);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expectCards(page, filtered.ids);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]sort=priceLowToHigh(&|$)/);
  await expect(page.getByTestId('browse-sort')).toHaveValue('priceLowToHigh');
  await expectCards(page, cheapest.ids);

  await page.reload();
  await expect(page.getByTestId('filter-make')).toHaveValue(chosen);
  await expect(page.getByTestId('browse-sort')).toHaveValue('priceLowToHigh');
  await expectCards(page, cheapest.ids);

  // Letting the make go through its chip brings every vehicle back.
  await page.getByTestId('browse-chip').click();
  await expect(page).not.toHaveURL(/make=/);
  await expectCards(
    page,
    (await apiIds(request, { mainCategory: 'vehicles', sortBy: 'price', sortOrder: 'asc' })).ids,
  );
});

test('a shared Arabic link to flats for rent in Damascus opens as it was shared', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/realestate?city=DAMASCUS');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'العقارات' })).toBeVisible();
  await expectCards(page, (await apiIds(request, { mainCategory: 'realEstate', cityCode: 'DAMASCUS' })).ids);

  const forRent = page.getByTestId('filter-action').getByRole('button', { name: 'للإيجار', exact: true });
  await forRent.click();
  await expect(forRent).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]listingAction=RENT(&|$)/);
  const rentals = await apiIds(request, {
    mainCategory: 'realEstate',
    cityCode: 'DAMASCUS',
    listingAction: 'RENT',
  });
  await expectCards(page, rentals.ids);
  await expect(page.getByTestId('browse-chip')).toHaveCount(2);

  await page.getByTestId('browse-chips-clear').click();
  await expect(page).toHaveURL(/\/realestate$/);
  await expectCards(page, (await apiIds(request, { mainCategory: 'realEstate' })).ids);
});

test('pages through results and an impossible filter shows the empty state', async ({ page, request }) => {
  const all = await apiIds(request, { mainCategory: 'vehicles' });
  expect(all.total, 'the demo data has more than one page of vehicles').toBeGreaterThan(12);
  await page.goto('/vehicles');
  await page.getByTestId('browse-page-next').click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expectCards(page, (await apiIds(request, { mainCategory: 'vehicles', page: '2' })).ids);
  await expect(page.getByTestId('browse-page-previous')).toBeEnabled();

  await page.goto('/vehicles?minYear=2030');
  await expect(page.getByTestId('browse-empty')).toBeVisible();
  await page.getByTestId('browse-empty-clear').click();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expectCards(page, all.ids);
});

for (const language of ['en', 'ar'] as const) {
  test(`the browse pages show the first results their HTML carries, asking the API nothing (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem('language', stored), language);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const listRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/listings') listRequests.push(sent.url());
    });
    for (const [url, query] of [
      ['/vehicles', { mainCategory: 'vehicles', sortBy: 'createdAt', sortOrder: 'desc' }],
      ['/realestate', { mainCategory: 'realEstate', sortBy: 'createdAt', sortOrder: 'desc' }],
      ['/search?q=toyota', { search: 'toyota', sortBy: 'relevance', sortOrder: 'desc' }],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectCards(page, (await apiIds(request, { ...query, page: '1' })).ids);
    }
    expect(listRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}
