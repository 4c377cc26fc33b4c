import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterCampaign } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
  await resetSession();
});

const SUBSCRIBERS = ok({
  items: [
    { email: 'lina@example.com', language: 'ar', source: 'both', since: '2026-10-01T10:00:00.000Z' },
    { email: 'sam@example.com', language: 'en', source: 'footer', since: '2026-10-02T10:00:00.000Z' },
  ],
  total: 2,
  page: 1,
  limit: 20,
  counts: { recipients: 12, footer: 7, accounts: 6, unconfirmed: 3, arabic: 5 },
});
const campaign = (over: Partial<NewsletterCampaign> = {}): NewsletterCampaign => ({
  id: 'n1',
  subjectEn: 'Spring offers',
  subjectAr: 'عروض الربيع',
  status: 'sending',
  recipients: 12,
  sent: 5,
  failed: 1,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  ...over,
});
const mail = (subject: string) => ({ subject, text: subject, html: `<p>${subject}</p>` });

describe('admin newsletter page', () => {
  it('shows the counts, the subscribers, the CSV link and how far each send got', async () => {
    await signInAs({ role: 'ADMIN' });
    stubApi({
      'GET /admin/newsletter/subscribers': SUBSCRIBERS,
      'GET /admin/newsletter/campaigns': ok({ items: [campaign()] }),
    });
    await renderApp('/admin/newsletter');
    expect(await screen.findByTestId('newsletter-count-recipients')).toHaveTextContent('12');
    expect(screen.getByTestId('newsletter-count-unconfirmed')).toHaveTextContent('3');
    expect(await screen.findAllByTestId('newsletter-subscribers-row')).toHaveLength(2);
    expect(screen.getByText('Footer and account')).toBeInTheDocument();
    expect(screen.getByTestId('newsletter-export')).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers.csv',
    );
    expect(await screen.findByTestId('newsletter-campaign-progress')).toHaveTextContent(
      '5 of 12 sent · 1 failed',
    );
    expect(screen.getByTestId('newsletter-campaign-status')).toHaveTextContent('Sending');

    await act(() => changeLanguage('ar'));
    expect(screen.getByTestId('newsletter-count-recipients')).toHaveTextContent('١٢');
    expect(screen.getByTestId('newsletter-campaign-progress')).toHaveTextContent('أُرسل ٥ من ١٢');
  });

  it('previews both languages and sends only after confirming, to the number of recipients it names', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/newsletter/subscribers': SUBSCRIBERS,
      'GET /admin/newsletter/campaigns': ok({ items: [] }),
      'POST /admin/newsletter/preview': ok({ en: mail('Spring offers'), ar: mail('عروض الربيع') }),
      'POST /admin/newsletter/campaigns': {
        status: 202,
        body: { success: true, data: { id: 'n1', recipients: 12 } },
      },
    });
    await renderApp('/admin/newsletter');
    await screen.findByTestId('newsletter-count-recipients');
    expect(screen.getByTestId('newsletter-send-open')).toBeDisabled();
    expect(screen.getByTestId('newsletter-preview')).toBeDisabled();
    const draft = {
      subjectEn: 'Spring offers',
      bodyEn: 'New cars every day.',
      subjectAr: 'عروض الربيع',
      bodyAr: 'سيارات جديدة كل يوم.',
    };
    await userEvent.type(screen.getByTestId('newsletter-subject-en'), draft.subjectEn);
    await userEvent.type(screen.getByTestId('newsletter-body-en'), draft.bodyEn);
    await userEvent.type(screen.getByTestId('newsletter-subject-ar'), draft.subjectAr);
    await userEvent.type(screen.getByTestId('newsletter-body-ar'), draft.bodyAr);

    await userEvent.click(screen.getByTestId('newsletter-preview'));
    expect(await screen.findByTestId('newsletter-preview-ar')).toHaveAttribute(
      'srcdoc',
      '<p>عروض الربيع</p>',
    );
    expect(screen.getByTestId('newsletter-preview-en')).toHaveAttribute('sandbox', '');
    expect(api.calls('POST', '/admin/newsletter/preview')[0]!.body).toEqual(draft);

    await userEvent.click(screen.getByTestId('newsletter-send-open'));
    const dialog = await screen.findByTestId('newsletter-send');
    expect(dialog).toHaveTextContent('It goes to 12 subscribers now');
    expect(api.calls('POST', '/admin/newsletter/campaigns')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('newsletter-send-confirm'));
    expect(await screen.findByText('The newsletter is on its way.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/newsletter/campaigns')[0]!.body).toEqual(draft);
    await waitFor(() => expect(screen.getByTestId('newsletter-subject-en')).toHaveValue(''));
    expect(api.calls('GET', '/admin/newsletter/campaigns').length).toBeGreaterThan(1);
  });
});
