import { expect, test, type Page } from '@playwright/test';
import { latestMail, mailsTo, type SentMail } from './support/mail';
import { signIn } from './support/sign-in';

// The admin desk (issue 24): a newsletter goes out to confirmed readers through the suite's SMTP
// sink, each in their language; a contact message is answered by mail from the admin page.
const ADMIN = { email: 'admin@souqna.example', password: 'Souqna#Admin2026' };
const stamp = Date.now().toString(36);

/** Subscribes from the footer in the page's language and opens the link of the confirmation mail. */
async function subscribeAndConfirm(page: Page, email: string) {
  // The form loads once the footer nears the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByTestId('newsletter-form');
  await form.getByTestId('newsletter-email').fill(email);
  const answer = page.waitForResponse('**/api/newsletter/subscribe');
  await form.getByTestId('newsletter-submit').click();
  expect((await answer).status()).toBe(200);
  const link = /https?:\/\/\S+\/newsletter\/confirm\S*/.exec((await latestMail(email)).text)?.[0];
  expect(link, `a confirmation link in the mail to ${email}`).toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByTestId('newsletter-confirm-status')).toContainText(email);
}

/** The mail to `email` whose subject is `subject`, once the background batches sent it (30 s at most). */
async function mailWithSubject(email: string, subject: string): Promise<SentMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await mailsTo(email)).find((mail) => mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function setLanguage(page: Page, language: 'en' | 'ar') {
  await page.getByTestId('language-switcher').first().selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('an admin sends a newsletter that reaches two confirmed readers, each in their language', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const english = `reader-en-${stamp}@example.com`;
  const arabic = `reader-ar-${stamp}@example.com`;
  const reader = await browser.newPage();
  await reader.goto('/');
  await subscribeAndConfirm(reader, english);
  await reader.goto('/');
  await setLanguage(reader, 'ar');
  await subscribeAndConfirm(reader, arabic);
  await reader.close();

  await signIn(page, '/admin/newsletter', ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const subjectEn = `Spring offers ${stamp}`;
  const subjectAr = `عروض الربيع ${stamp}`;
  await page.getByTestId('newsletter-subject-en').fill(subjectEn);
  await page.getByTestId('newsletter-body-en').fill('New cars and flats every day.');
  await page.getByTestId('newsletter-subject-ar').fill(subjectAr);
  await page.getByTestId('newsletter-body-ar').fill('سيارات وشقق جديدة كل يوم.');
  await page.getByTestId('newsletter-preview').click();
  await expect(page.getByTestId('newsletter-preview-mails')).toContainText(subjectAr);

  await page.getByTestId('newsletter-send-open').click();
  const dialog = page.getByTestId('newsletter-send');
  await expect(dialog).toContainText('Send this newsletter?');
  await dialog.getByTestId('newsletter-send-confirm').click();
  await expect(page.getByText('The newsletter is on its way.')).toBeVisible();
  await expect(page.getByTestId('newsletter-campaigns-row').first()).toContainText(subjectEn);

  const toEnglish = await mailWithSubject(english, subjectEn);
  expect(toEnglish.text).toContain('New cars and flats every day.');
  expect(toEnglish.text).toMatch(/unsubscribe/i);
  const toArabic = await mailWithSubject(arabic, subjectAr);
  expect(toArabic.text).toContain('سيارات وشقق جديدة كل يوم.');
  expect((await mailsTo(arabic)).some((mail) => mail.subject === subjectEn)).toBe(false);
  // The batches' progress reaches the page without a reload.
  await expect(page.getByTestId('newsletter-campaign-status').first()).toHaveText('Sent', {
    timeout: 30_000,
  });
});

test('an admin answers a contact message by mail from the page, in Arabic', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const email = `visitor-${stamp}@example.com`;
  const subject = `Photos ${stamp}`;
  await visitor.goto('/contact');
  await visitor.getByTestId('contact-name').fill('Omar Khalil');
  await visitor.getByTestId('contact-email').fill(email);
  await visitor.getByTestId('contact-subject').fill(subject);
  await visitor.getByTestId('contact-message').fill('My photos do not upload. What can I do?');
  await visitor.getByTestId('contact-submit').click();
  await expect(visitor.getByTestId('contact-success')).toBeVisible();
  await visitor.close();

  await signIn(page, '/admin/contact-submissions', ADMIN);
  await setLanguage(page, 'ar');
  try {
    await expect(page.getByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeVisible();
    const row = page.getByTestId('contact-submissions-row').filter({ hasText: subject });
    await expect(row.getByTestId('contact-status')).toHaveText('غير مقروءة');
    await row.getByTestId('contact-open').click();
    const dialog = page.getByTestId('contact-submission');
    await expect(dialog).toContainText('My photos do not upload.');
    await expect(row.getByTestId('contact-status')).toHaveText('مقروءة');
    await dialog.getByTestId('contact-reply-text').fill('Try photos under 10 MB, please.');
    await dialog.getByTestId('contact-reply-send').click();
    await expect(dialog.getByTestId('contact-submission-reply')).toContainText(
      'Try photos under 10 MB, please.',
    );
    const reply = await latestMail(email);
    expect(reply.text).toContain('Try photos under 10 MB, please.');

    await dialog.getByTestId('contact-archive').click();
    await expect(page.getByTestId('contact-submissions-row').filter({ hasText: subject })).toHaveCount(0);
  } finally {
    // The switch is saved to the demo admin's account: leave it as other tests expect it.
    await setLanguage(page, 'en');
  }
});
