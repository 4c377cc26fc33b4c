import type { Listing, Notification, OwnListing } from '@souqna/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import { SELLER_ID } from '../../../shared/listing/test/detail-fixtures';
import { otherCar } from '../../../shared/listing/test/list-fixtures';

const scrolled = vi.fn<(this: Element) => void>();
beforeAll(() => {
  // jsdom lays nothing out: record which element was asked to come into view.
  Element.prototype.scrollIntoView = scrolled;
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
  scrolled.mockClear();
  await signOutAndRestore();
});

const DAY = 86_400_000;
/** A date `days` from now, as the server writes it (hours in: ceil gives whole days). */
const inDays = (days: number) => new Date(Date.now() + days * DAY - 3_600_000).toISOString();
const owned = (n: number, expiresAt: string, overrides: Partial<Listing> = {}): OwnListing => ({
  ...otherCar(n, overrides),
  expiresAt,
});
const page = (items: OwnListing[], pageNumber = 1, total = items.length) =>
  ok({ items, listings: items, total, page: pageNumber, limit: 20, hasMore: false });

const row = (title: string) =>
  screen.getAllByTestId('my-listing').find((item) => item.textContent?.includes(title))!;

async function openMine(path = '/profile/listings') {
  await signInAs({ id: SELLER_ID });
  const view = await renderApp(path);
  await screen.findAllByTestId('my-listing');
  return view;
}

describe('a row of My listings, by its dates', () => {
  it('offers Renew for an expired listing and an active one near its date, not for the others', async () => {
    stubApi({
      'GET /listings/user': page([
        owned(1, inDays(2)),
        owned(2, inDays(3)),
        owned(3, inDays(4)),
        owned(4, inDays(-2), { status: 'expired' }),
        owned(5, inDays(1), { status: 'sold' }),
        owned(6, inDays(1), { status: 'pending' }),
      ]),
    });
    await openMine();

    const soon = row('Kia Rio 2011');
    expect(within(soon).getByTestId('my-listing-expires')).toHaveTextContent('Expires in 2 days');
    expect(within(soon).getByTestId('my-listing-renew')).toHaveTextContent('Renew');
    // Still live: its status can change too.
    expect(within(soon).getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(within(row('Kia Rio 2012')).getByTestId('my-listing-expires')).toHaveTextContent(
      'Expires in 3 days',
    );
    expect(within(row('Kia Rio 2012')).getByTestId('my-listing-renew')).toBeInTheDocument();

    const later = row('Kia Rio 2013');
    expect(within(later).queryByTestId('my-listing-renew')).not.toBeInTheDocument();
    expect(within(later).getByTestId('my-listing-expires')).toHaveTextContent(
      /^In search until \d+ \w+ \d{4}$/,
    );

    expect(within(row('Kia Rio 2014')).getByTestId('my-listing-renew')).toBeInTheDocument();
    expect(within(row('Kia Rio 2014')).queryByTestId('my-listing-expires')).not.toBeInTheDocument();
    for (const title of ['Kia Rio 2015', 'Kia Rio 2016']) {
      expect(within(row(title)).queryByTestId('my-listing-renew')).not.toBeInTheDocument();
      expect(within(row(title)).queryByTestId('my-listing-expires')).not.toBeInTheDocument();
    }
  });

  it('counts the days in Arabic with its plural forms', async () => {
    stubApi({
      'GET /listings/user': page([owned(1, inDays(1)), owned(2, inDays(2)), owned(3, inDays(3))]),
    });
    await openMine();
    await act(() => changeLanguage('ar'));
    await waitFor(() =>
      expect(screen.getAllByTestId('my-listing-expires').map((item) => item.textContent)).toEqual([
        'ينتهي خلال يوم واحد',
        'ينتهي خلال يومين',
        'ينتهي خلال ٣ أيام',
      ]),
    );
    expect(screen.getAllByTestId('my-listing-renew')[0]).toHaveTextContent('تجديد');
  });

  it('renews an active listing near its date: a toast, the new date, no Renew any more', async () => {
    let expiresAt = inDays(2);
    const api = stubApi({
      'GET /listings/user': () => page([owned(1, expiresAt)]),
      [`POST /listings/${otherCar(1).id}/renew`]: () => {
        expiresAt = inDays(60);
        return ok(owned(1, expiresAt));
      },
    });
    await openMine();
    await userEvent.click(screen.getByTestId('my-listing-renew'));

    expect(
      await screen.findByText('Renewed: your listing is in search for the next 60 days', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('my-listing-renew')).not.toBeInTheDocument());
    expect(screen.getByTestId('my-listing-expires')).toHaveTextContent(/^In search until /);
    expect(api.calls('POST', `/listings/${otherCar(1).id}/renew`)).toHaveLength(1);
  });
});

describe('the expiry notice’s way to its listing', () => {
  it('goes from the bell to the listing’s page of My listings, its row marked and brought into view', async () => {
    const near = owned(7, inDays(2));
    const notice: Notification = {
      id: crypto.randomUUID(),
      userId: SELLER_ID,
      type: 'SYSTEM_NOTICE',
      title: 'Your listing expires soon',
      message: `“${near.title}” expires in 2 days. Renew it with one click to keep it in search`,
      content: `“${near.title}” expires in 2 days. Renew it with one click to keep it in search`,
      read: false,
      readAt: null,
      relatedId: near.id,
      targetId: near.id,
      listingId: near.id,
      count: 1,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const api = stubApi({
      'GET /notifications': ok({
        items: [notice],
        total: 1,
        page: 1,
        limit: 20,
        hasMore: false,
        pagination: { page: 1, limit: 20, total: 1 },
        unreadCount: 1,
      }),
      [`PUT /notifications/${notice.id}/read`]: ok({ ...notice, read: true }),
      // The server answers the page that holds it (the second here).
      'GET /listings/user': (request) =>
        request.query.get('listing') === near.id
          ? page([owned(8, inDays(30)), near], 2, 22)
          : page([owned(9, inDays(40))], 1, 22),
    });
    await signInAs({ id: SELLER_ID });
    const { router } = await renderApp('/about');
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await userEvent.click(await screen.findByTestId('notification-item'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/listings'));
    expect(router.state.location.search).toBe(`?listing=${near.id}`);
    await screen.findAllByTestId('my-listing');
    const marked = row(near.title);
    expect(marked).toHaveAttribute('data-highlighted', 'true');
    expect(row('Kia Rio 2018')).not.toHaveAttribute('data-highlighted');
    expect(within(marked).getByTestId('my-listing-renew')).toBeInTheDocument();
    expect(scrolled.mock.contexts).toEqual([marked.closest('li')]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls('GET', '/listings/user')[0]!.query.get('listing')).toBe(near.id);

    // Paging on leaves the linked listing behind.
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(screen.getAllByTestId('my-listing')).toHaveLength(1));
    expect(router.state.location.search).toBe('');
    expect(api.calls('GET', '/listings/user')[1]!.query.get('listing')).toBeNull();
  });
});
