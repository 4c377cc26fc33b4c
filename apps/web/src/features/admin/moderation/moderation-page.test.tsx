import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REJECTION_REASONS, type ModerationItem } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleListing } from '../../../shared/listing/test/detail-fixtures';
import { fail, ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import ar from '../../../locales/ar/listings.json';
import en from '../../../locales/en/listings.json';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const MATCH = '33333333-3333-4333-8333-333333333333';

const item = (id: string, title: string, over: Partial<ModerationItem> = {}): ModerationItem => ({
  listing: vehicleListing({ id, title, status: 'pending' }),
  flags: [],
  seller: {
    id: 'seller-1',
    name: 'Sara Haddad',
    email: 'sara@souqna.example',
    memberSince: '2026-01-02T10:00:00.000Z',
    listings: 4,
    rejections: 1,
    reports: 2,
  },
  ...over,
});
const queue = (items: ModerationItem[]) => ok({ items, total: items.length, page: 1, limit: 20 });
const ITEMS = [
  item(FIRST, 'Kia Rio 2016', {
    flags: [
      {
        kind: 'scam_photos',
        detail: { photos: 1 },
        relatedListing: { id: MATCH, title: 'Kia Rio (other seller)', status: 'active' },
      },
    ],
  }),
  item(SECOND, 'Hyundai Accent 2012'),
];

describe('admin moderation page', () => {
  it('shows each pending listing with its photos, flags linking the match, and the seller’s record', async () => {
    await signInAs({ role: 'ADMIN' });
    stubApi({ 'GET /admin/moderation': queue(ITEMS) });
    await renderApp('/admin/moderation');
    const rows = await screen.findAllByTestId('moderation-queue-row');
    expect(screen.getByTestId('admin-nav-moderation')).toHaveAttribute('aria-current', 'page');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('img').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByTestId('moderation-flags')).toHaveTextContent(
      'Photos of another seller (likely scam)',
    );
    expect(within(rows[0]!).getByTestId('moderation-flag-match')).toHaveAttribute(
      'href',
      `/listings/${MATCH}`,
    );
    expect(within(rows[0]!).getByTestId('moderation-seller')).toHaveTextContent(
      '4 listings · 1 rejected · 2 reports',
    );
    expect(within(rows[1]!).getByText('No flags')).toBeInTheDocument();
  });

  it('shows the first three flags of a listing that matches many, and how many more', async () => {
    await signInAs({ role: 'ADMIN' });
    const flag = (n: number) => ({
      kind: 'scam_photos',
      detail: {},
      relatedListing: { id: `${MATCH.slice(0, -1)}${n}`, title: `Copied ${n}`, status: 'active' },
    });
    stubApi({
      'GET /admin/moderation': queue([item(FIRST, 'Kia Rio 2016', { flags: [1, 2, 3, 4, 5].map(flag) })]),
    });
    await renderApp('/admin/moderation');
    const flags = await screen.findByTestId('moderation-flags');
    expect(within(flags).getAllByTestId('moderation-flag-match')).toHaveLength(3);
    expect(flags).toHaveTextContent('and 2 more');
  });

  it('approves one, and says so when someone else decided it first', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/moderation': queue(ITEMS),
      [`POST /admin/moderation/${FIRST}/approve`]: ok({ id: FIRST, status: 'active' }),
      [`POST /admin/moderation/${SECOND}/approve`]: fail(409, 'LISTING_NOT_PENDING'),
    });
    await renderApp('/admin/moderation');
    const rows = await screen.findAllByTestId('moderation-queue-row');
    await userEvent.click(within(rows[0]!).getByTestId('moderation-approve'));
    expect(
      await screen.findByText('“Kia Rio 2016” is approved and live.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByTestId('moderation-approve'));
    expect(
      await screen.findByText(
        'Someone else already decided this listing: the queue is up to date now.',
        {},
        TOAST_WAIT,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/moderation').length).toBeGreaterThan(2));
  });

  it('approves the selected ones at once and counts those someone else had decided', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/moderation': queue(ITEMS),
      'POST /admin/moderation/approve': ok({ approved: [FIRST], skipped: [SECOND] }),
    });
    await renderApp('/admin/moderation');
    const bulk = await screen.findByTestId('moderation-approve-selected');
    expect(bulk).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(bulk).toHaveTextContent('Approve selected (2)');
    await userEvent.click(bulk);
    expect(await screen.findByText('1 listing approved.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(
      await screen.findByText('1 was already decided by someone else.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/moderation/approve')[0]!.body).toEqual({ ids: [FIRST, SECOND] });
    await waitFor(() => expect(bulk).toHaveTextContent('Approve selected (0)'));
  });

  it('rejects with a reason and a note, which “Another reason” requires', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/moderation': queue(ITEMS),
      [`POST /admin/moderation/${FIRST}/reject`]: ok({
        id: FIRST,
        status: 'inactive',
        rejection: { reason: 'other', note: 'Show the odometer' },
      }),
    });
    await renderApp('/admin/moderation');
    const rows = await screen.findAllByTestId('moderation-queue-row');
    await userEvent.click(within(rows[0]!).getByTestId('moderation-reject-open'));
    const dialog = await screen.findByTestId('moderation-reject');
    expect(dialog).toHaveTextContent('Reject “Kia Rio 2016”?');
    await userEvent.click(within(dialog).getByTestId('moderation-reject-confirm'));
    expect(dialog).toHaveTextContent('Choose a reason.');
    await userEvent.click(within(dialog).getByLabelText('Another reason (see the note)'));
    await userEvent.click(within(dialog).getByTestId('moderation-reject-confirm'));
    expect(dialog).toHaveTextContent('“Another reason” needs a note.');
    expect(api.calls('POST', `/admin/moderation/${FIRST}/reject`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('moderation-reject-note'), 'Show the odometer');
    await userEvent.click(within(dialog).getByTestId('moderation-reject-confirm'));
    expect(
      await screen.findByText('“Kia Rio 2016” is rejected; its owner is told why.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('POST', `/admin/moderation/${FIRST}/reject`)[0]!.body).toEqual({
      reason: 'other',
      note: 'Show the odometer',
    });
    await waitFor(() => expect(screen.queryByTestId('moderation-reject')).toBeNull());
  });
});

it('names the reasons in English and Arabic as the server’s notification to the owner does', () => {
  for (const [code, texts] of Object.entries(REJECTION_REASONS)) {
    expect(en.rejection.reasons[code as keyof typeof en.rejection.reasons]).toBe(texts.en);
    expect(ar.rejection.reasons[code as keyof typeof ar.rejection.reasons]).toBe(texts.ar);
  }
});
