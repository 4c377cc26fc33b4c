import type { Listing } from '@souqna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import {
  HOME_ID,
  homeListing,
  SELLER_ID,
  VEHICLE_ID,
  vehicleListing,
} from '../../../shared/listing/test/detail-fixtures';
import { otherCar } from '../../../shared/listing/test/list-fixtures';

afterEach(signOutAndRestore);

const MINE = 'GET /listings/user';
// As the owner gets a listing: with its date, here far off, so no row is near its expiry.
const owned = (listing: Listing) => ({ expiresAt: '2099-01-01T00:00:00.000Z', ...listing });
const mine = (listings: Listing[]) => {
  const items = listings.map(owned);
  return ok({ items, listings: items, total: items.length, page: 1, limit: 20, hasMore: false });
};
const rows = () => screen.findAllByTestId('my-listing');
const row = (title: string) =>
  screen.getAllByTestId('my-listing').find((item) => item.textContent?.includes(title))!;
const options = (item: HTMLElement) =>
  within(item)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);

async function openMine() {
  await signInAs({ id: SELLER_ID });
  await renderApp('/profile/listings');
}

describe('my listings', () => {
  it('lists every listing of mine, each with its state, numbers, date and tools', async () => {
    const pending = otherCar(1, { status: 'pending', views: 0, favorites: 1 });
    stubApi({ [MINE]: mine([vehicleListing(), homeListing({ status: 'rented' }), pending]) });
    await openMine();

    expect(await rows()).toHaveLength(3);
    expect(screen.getByTestId('my-listings-count')).toHaveTextContent('3 listings');
    const car = row('Toyota Corolla 2015');
    expect(within(car).getByTestId('my-listing-status')).toHaveTextContent('Active');
    expect(within(car).getByTestId('my-listing-views')).toHaveTextContent('42 views');
    expect(within(car).getByTestId('my-listing-saves')).toHaveTextContent('3 saves');
    expect(within(car).getByTestId('my-listing-created')).toHaveTextContent('Posted on 14 February 2026');
    expect(car).toHaveTextContent('US$8,500');
    expect(within(car).getByAltText('Photo of Toyota Corolla 2015')).toHaveAttribute(
      'src',
      '/media/listings/photo-1-card.webp',
    );
    expect(within(car).getByTestId('my-listing-view')).toHaveAttribute('href', `/listings/${VEHICLE_ID}`);
    expect(within(car).getByTestId('my-listing-edit')).toHaveAttribute(
      'href',
      `/listings/${VEHICLE_ID}/edit`,
    );
    expect(within(car).getByTestId('listing-delete')).toBeInTheDocument();
    // A sale can be sold, never rented; a rental the other way round.
    expect(options(car)).toEqual(['active', 'inactive', 'sold']);
    expect(within(car).getByRole('combobox', { name: 'Status' })).toHaveValue('active');

    const flat = row('Sunny apartment in Aleppo');
    expect(within(flat).getByTestId('my-listing-status')).toHaveTextContent('Rented');
    expect(options(flat)).toEqual(['active', 'inactive', 'rented']);
    expect(flat).toHaveTextContent('SYP 2,500,000');

    // A listing under review is the admins' to publish.
    const waiting = row(pending.title);
    expect(within(waiting).getByTestId('my-listing-status')).toHaveTextContent('Pending review');
    expect(within(waiting).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(waiting).getByTestId('my-listing-views')).toHaveTextContent('0 views');
    expect(within(waiting).getByTestId('my-listing-saves')).toHaveTextContent('1 save');
  });

  it('shows why a listing was not approved, with the way to fix it, and that a pending one waits', async () => {
    const rejected = vehicleListing({
      status: 'inactive',
      rejection: { reason: 'photos', note: 'The photo is of another car.' },
    });
    stubApi({ [MINE]: mine([rejected, homeListing({ status: 'pending' })]) });
    await openMine();
    await rows();
    const car = row('Toyota Corolla 2015');
    expect(within(car).getByTestId('moderation-rejected-reason')).toHaveTextContent(
      'Reason: The photos are unclear or not of the item',
    );
    expect(within(car).getByTestId('moderation-rejected-note')).toHaveTextContent(
      'Note from our team: The photo is of another car.',
    );
    expect(within(car).getByTestId('moderation-resubmit')).toHaveAttribute(
      'href',
      `/listings/${VEHICLE_ID}/edit`,
    );
    const home = screen.getAllByTestId('my-listing')[1]!;
    expect(within(home).getByTestId('moderation-waiting')).toHaveTextContent('Waiting for review');
    expect(within(home).queryByTestId('moderation-rejected')).toBeNull();
  });

  it('changes a status with a status-only PUT, and shows the new one', async () => {
    let status: Listing['status'] = 'active';
    const api = stubApi({
      [MINE]: () => mine([vehicleListing({ status })]),
      [`PUT /listings/${VEHICLE_ID}`]: () => {
        status = 'sold';
        return ok(vehicleListing({ status }));
      },
    });
    await openMine();
    const [car] = await rows();
    await userEvent.selectOptions(within(car!).getByRole('combobox', { name: 'Status' }), 'sold');

    expect(await screen.findByText('Status changed to “Sold”', {}, TOAST_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-listing-status')).toHaveTextContent('Sold'));
    const [put] = api.calls('PUT', `/listings/${VEHICLE_ID}`);
    expect([...(put!.body as FormData).entries()]).toEqual([['status', 'sold']]);
  });

  it('renews an expired listing with one click, and it is active again', async () => {
    let status: Listing['status'] = 'expired';
    const api = stubApi({
      [MINE]: () => mine([vehicleListing({ status })]),
      [`POST /listings/${VEHICLE_ID}/renew`]: () => {
        status = 'active';
        return ok(vehicleListing({ status }));
      },
    });
    await openMine();
    const [car] = await rows();
    expect(within(car!).getByTestId('my-listing-status')).toHaveTextContent('Expired');
    expect(car).toHaveTextContent('it no longer appears in search');
    expect(within(car!).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(within(car!).getByTestId('my-listing-renew'));

    expect(
      await screen.findByText(/Renewed: your listing is in search for the next 60 days/, {}, TOAST_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-listing-status')).toHaveTextContent('Active'));
    expect(api.calls('POST', `/listings/${VEHICLE_ID}/renew`)).toHaveLength(1);
    expect(screen.queryByTestId('my-listing-renew')).not.toBeInTheDocument();
  });

  it('says why a status change failed, and keeps the old status', async () => {
    stubApi({
      [MINE]: mine([homeListing()]),
      [`PUT /listings/${HOME_ID}`]: fail(403, 'FORBIDDEN'),
    });
    await openMine();
    const [flat] = await rows();
    await userEvent.selectOptions(within(flat!).getByRole('combobox'), 'inactive');
    expect(await screen.findByText('Access forbidden', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(within(flat!).getByRole('combobox')).toHaveValue('active');
  });

  it('deletes a listing after confirming, and it leaves the list', async () => {
    let deleted = false;
    const api = stubApi({
      [MINE]: () => mine(deleted ? [homeListing()] : [vehicleListing(), homeListing()]),
      [`DELETE /listings/${VEHICLE_ID}`]: () => {
        deleted = true;
        return ok({ message: 'Listing deleted' });
      },
    });
    await openMine();
    await rows();
    const trigger = within(row('Toyota Corolla 2015')).getByTestId('listing-delete');
    // A quiet action on the row: the filled red is the confirmation's alone.
    expect(trigger.className).not.toMatch(/(^|\s)(dark:)?bg-red-/);
    await userEvent.click(trigger);
    const dialog = await screen.findByTestId('listing-delete-dialog');
    expect(within(dialog).getByTestId('listing-delete-confirm').className).toMatch(/\bbg-red-700\b/);
    expect(dialog).toHaveTextContent('“Toyota Corolla 2015” and all its photos will be removed for good.');
    expect(api.calls('DELETE', `/listings/${VEHICLE_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('listing-delete-confirm'));

    expect(await screen.findByText('Listing deleted', {}, TOAST_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-listing')).toHaveLength(1));
    expect(screen.queryByTestId('listing-delete-dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', `/listings/${VEHICLE_ID}`)).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when deleting fails; cancel leaves everything', async () => {
    stubApi({
      [MINE]: mine([vehicleListing()]),
      [`DELETE /listings/${VEHICLE_ID}`]: fail(403, 'FORBIDDEN'),
    });
    await openMine();
    await rows();
    await userEvent.click(screen.getByTestId('listing-delete'));
    await userEvent.click(await screen.findByTestId('listing-delete-confirm'));
    expect(await screen.findByTestId('listing-delete-error')).toHaveTextContent('Access forbidden');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('listing-delete-dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('my-listing')).toHaveLength(1);
  });

  it('pages through many listings, 20 a page, by the address', async () => {
    const all = Array.from({ length: 45 }, (_, index) => owned(otherCar(index + 1)));
    const api = stubApi({
      [MINE]: (request) => {
        const page = Number(request.query.get('page'));
        const limit = Number(request.query.get('limit'));
        const items = all.slice((page - 1) * limit, page * limit);
        return ok({
          items,
          listings: items,
          total: all.length,
          page,
          limit,
          hasMore: page * limit < all.length,
        });
      },
    });
    await openMine();
    expect(await rows()).toHaveLength(20);
    expect(screen.getByTestId('my-listings-count')).toHaveTextContent('45 listings');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByTestId('my-listing')).toHaveLength(5));
    expect(row(all[44]!.title)).toBeInTheDocument();
    expect(api.calls('GET', '/listings/user').map((call) => call.query.get('page'))).toEqual(['1', '3']);
  });

  it('invites a first listing when there is none', async () => {
    stubApi({ [MINE]: mine([]) });
    await openMine();
    expect(await screen.findByTestId('my-listings-empty')).toHaveTextContent('You have no listings yet');
    expect(screen.getByRole('link', { name: 'Create listing' })).toHaveAttribute('href', '/listings/create');
    expect(document.title).toBe('My listings · Souqna');
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    stubApi({ [MINE]: () => (++calls <= 2 ? fail(500, 'INTERNAL_ERROR') : mine([vehicleListing()])) });
    await openMine();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
    expect(await rows()).toHaveLength(1);
  });
});
