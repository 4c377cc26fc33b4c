import { expect, test, type Browser, type Page } from '@playwright/test';
import { png } from './support/images';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// A buyer keeps a search with alerts on; a seller, in another browser context, publishes a listing
// it matches; the buyer's saved searches page counts "1 new" on it, and opening the search clears
// the count. In English and Arabic.

// Two sign-ins, a publish with a photo and a queued job: more than the default 30 s on a busy machine.
test.setTimeout(90_000);

const BUYER = { email: 'user@souqna.example', password: 'Souqna#User2026' };
const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };

/** Unsafe calls signed in by cookie must name the page's origin (the CSRF guard). */
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A model only this run's listing has, so the search matches it alone. */
const carOf = (model: string, shade: number) => ({
  title: `Kia Rio ${model} 2018, first owner`,
  description: 'Serviced at the dealer, new tyres.',
  price: '9500',
  currency: 'USD',
  location: 'Aleppo, Al-Furqan',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({
    vehicles: {
      vehicleType: 'CAR',
      make: 'kia',
      model,
      year: '2018',
      mileage: '64000',
      fuelType: 'GASOLINE',
      transmissionType: 'AUTOMATIC',
    },
  }),
  images: { name: 'car.png', mimeType: 'image/png', buffer: png(64, shade) },
});

async function publish(browser: Browser, model: string, shade: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, '/', CARS);
  const answer = await page.request.post('/api/listings', {
    headers: origin(page),
    multipart: carOf(model, shade),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: string; status: string } };
  expect(data.status).toBe('active');
  await context.close();
}

async function alertCountsAndClears(page: Page, browser: Browser, language: 'en' | 'ar', oneNew: string) {
  await signIn(page, '/', BUYER);
  await chooseLanguage(page, language);
  const model = `rio${Date.now()}`;
  const name = `Rio ${language} ${Date.now()}`;
  const saved = await page.request.post('/api/saved-searches', {
    headers: origin(page),
    data: { name, filters: { mainCategory: 'vehicles', make: 'kia', model }, alertsEnabled: true },
  });
  expect(saved.status()).toBe(201);
  const { data: search } = (await saved.json()) as { data: { id: string } };
  try {
    await page.goto('/listings?match=true');
    const row = page.getByTestId('saved-search').filter({ hasText: name });
    await expect(row.getByTestId('saved-search-alerts')).toHaveAttribute('aria-checked', 'true');
    await expect(row.getByTestId('saved-search-new')).toHaveCount(0);

    await publish(browser, model, language === 'en' ? 10 : 20);
    // Matching is a queued job: the count is there once it ran.
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('saved-search-new')).toHaveText(oneNew, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    await row.getByTestId('saved-search-open').click();
    await expect(page).toHaveURL(/\/vehicles\?make=kia/);
    await page.goto('/listings?match=true');
    await expect(row.getByTestId('saved-search-name')).toBeVisible();
    await expect(row.getByTestId('saved-search-new')).toHaveCount(0);
  } finally {
    await page.request.delete(`/api/saved-searches/${search.id}`, { headers: origin(page) });
  }
}

test('a new listing matching a saved search shows as "1 new" until the search is opened', async ({
  page,
  browser,
}) => {
  await alertCountsAndClears(page, browser, 'en', '1 new');
});

test('a new listing matching a saved search counts and clears in Arabic', async ({ page, browser }) => {
  try {
    await alertCountsAndClears(page, browser, 'ar', 'إعلان جديد واحد');
  } finally {
    await chooseLanguage(page, 'en');
  }
});
