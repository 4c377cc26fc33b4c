import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { png } from './support/images';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Issue 24's moderation end to end, with MODERATION=pre: a seller's two new listings wait in the
// queue; an admin approves one and rejects the other with a reason; the seller reads that reason,
// translated, with the admin's note, on My listings and on the listing. English and Arabic.
// The suite's own server runs MODERATION=post, so this spec starts a second one beside it.

const ADMIN = { email: 'admin@souqna.example', password: 'Souqna#Admin2026' };
const CARS = { email: 'cars@souqna.example', password: 'Souqna#Seller2026' };
const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const baseURL = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL });

const healthy = () =>
  fetch(`${baseURL}/api/health`).then(
    (answer) => answer.ok,
    () => false,
  );

test.beforeAll(async () => {
  // Seeding the demo data on a first start takes one to three minutes on a busy machine.
  test.setTimeout(420_000);
  // As the suite's own server: one already running there is used (never in CI).
  if (!process.env.CI && (await healthy())) return;
  server = spawn(process.execPath, ['e2e/serve.mjs', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, MODERATION: 'pre', E2E_MAIL_PORT: String(port + 1) },
  });
  await expect.poll(healthy, { timeout: 400_000, intervals: [2000] }).toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** A signed-in page in a context of its own, in the given language. */
async function person(browser: Browser, account: typeof ADMIN, language: 'en' | 'ar') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, '/settings', account);
  await chooseLanguage(page, language);
  return { page, close: () => context.close() };
}

/** A new car of the signed-in seller, sent through the API: with MODERATION=pre it waits. */
async function postCar(page: Page, title: string, shade: number) {
  const answer = await page.request.post('/api/listings', {
    headers: { origin: baseURL },
    multipart: {
      title,
      description: 'One owner, full service history, never in an accident.',
      price: '7200',
      currency: 'USD',
      location: 'Homs',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      details: JSON.stringify({ make: 'kia', model: 'rio', year: 2017 }),
      images: { name: 'car.png', mimeType: 'image/png', buffer: png(96, shade) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: string; status: string } };
  expect(data.status).toBe('pending');
  return data.id;
}

const TEXTS = {
  en: {
    approved: /is approved and live/,
    rejected: /is rejected; its owner is told why/,
    title: 'Not approved',
    reason: 'Reason: The photos are unclear or not of the item',
    note: 'Show the car itself, please.',
    resubmit: 'Edit and resubmit',
  },
  ar: {
    approved: /تمت الموافقة على/,
    rejected: /تم رفض/,
    title: 'لم تتم الموافقة',
    reason: 'السبب: الصور غير واضحة أو لا تعود للغرض',
    note: 'أرجو تصوير السيارة نفسها.',
    resubmit: 'عدّل وأعد الإرسال',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`an admin approves one pending listing and rejects another, whose owner reads why (${language})`, async ({
    browser,
  }) => {
    const texts = TEXTS[language];
    const stamp = `${language}-${Date.now()}`;
    const seller = await person(browser, CARS, language);
    const approveTitle = `Kia Rio 2017 approve ${stamp}`;
    const rejectTitle = `Kia Rio 2017 reject ${stamp}`;
    const approveId = await postCar(seller.page, approveTitle, language === 'en' ? 10 : 30);
    const rejectId = await postCar(seller.page, rejectTitle, language === 'en' ? 20 : 40);

    const admin = await person(browser, ADMIN, language);
    await admin.page.goto('/admin/moderation');
    // By its own title: a row's flags may name the other listing (near-same text, same seller).
    const row = (title: string) =>
      admin.page
        .getByTestId('moderation-queue-row')
        .filter({ has: admin.page.getByTestId('moderation-title').getByText(title, { exact: true }) });
    await expect(row(approveTitle)).toBeVisible();
    await expect(row(approveTitle).getByTestId('moderation-photos').getByRole('img')).toHaveCount(1);
    await expect(row(approveTitle).getByTestId('moderation-seller')).toContainText(CARS.email);

    await row(approveTitle).getByTestId('moderation-approve').click();
    await expect(admin.page.getByText(texts.approved)).toBeVisible();
    await expect(row(approveTitle)).toHaveCount(0);

    await row(rejectTitle).getByTestId('moderation-reject-open').click();
    const dialog = admin.page.getByTestId('moderation-reject');
    await dialog.getByTestId('moderation-reason-photos').check();
    await dialog.getByTestId('moderation-reject-note').fill(texts.note);
    await dialog.getByTestId('moderation-reject-confirm').click();
    await expect(admin.page.getByText(texts.rejected)).toBeVisible();
    await expect(row(rejectTitle)).toHaveCount(0);

    // The approved one is public; the rejected one is not.
    expect((await admin.page.request.get(`${baseURL}/api/listings/public/${approveId}`)).status()).toBe(200);
    expect((await fetch(`${baseURL}/api/listings/public/${rejectId}`)).status).toBe(404);

    await seller.page.goto('/profile/listings');
    const mine = seller.page.getByTestId('my-listing').filter({ hasText: rejectTitle });
    await expect(mine.getByTestId('moderation-rejected')).toContainText(texts.title);
    await expect(mine.getByTestId('moderation-rejected-reason')).toHaveText(texts.reason);
    await expect(mine.getByTestId('moderation-rejected-note')).toContainText(texts.note);

    await seller.page.goto(`/listings/${rejectId}`);
    const notice = seller.page.getByTestId('moderation-rejected');
    await expect(notice.getByTestId('moderation-rejected-reason')).toHaveText(texts.reason);
    await expect(notice).toContainText(texts.note);
    await notice.getByRole('link', { name: texts.resubmit }).click();
    await expect(seller.page).toHaveURL(new RegExp(`/listings/${rejectId}/edit$`));

    await admin.close();
    await seller.close();
  });
}
