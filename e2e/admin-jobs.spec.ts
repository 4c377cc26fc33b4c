import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

// Issue 23's dead letters in a browser: an admin reaches /admin/jobs from the admin navigation and
// sees the failed jobs, or the empty state on a fresh server, in English and Arabic. Failing a job,
// listing it and retrying it are covered on both queues by the API tests (admin.jobs.test.ts).

const ADMIN = { email: 'admin@souqna.example', password: 'Souqna#Admin2026' };
const TEXTS = {
  en: { nav: 'Jobs', empty: 'No failed jobs' },
  ar: { nav: 'المهام', empty: 'لا توجد مهام فاشلة' },
};

for (const language of ['en', 'ar'] as const) {
  test(`an admin opens the failed jobs from the admin navigation (${language})`, async ({ page }) => {
    await signIn(page, '/settings', ADMIN);
    await chooseLanguage(page, language);
    await page.goto('/admin/audit-log');
    await page.getByRole('link', { name: TEXTS[language].nav, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].nav })).toBeVisible();
    const listed = await page.request.get('/api/admin/jobs/dead-letters');
    const { total } = ((await listed.json()) as { data: { total: number } }).data;
    if (total === 0) await expect(page.getByTestId('dead-jobs-empty')).toContainText(TEXTS[language].empty);
    else await expect(page.getByTestId('dead-jobs-row').first()).toBeVisible();
  });
}
