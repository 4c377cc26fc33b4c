import type { Listing } from '@souqna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session-fixtures';
import { homeListing, VEHICLE_ID, vehicleListing } from '../../shared/listing/test/detail-fixtures';

afterEach(signOutAndRestore);

const favorites = (listings: Listing[]) =>
  ok({ favorites: listings, items: listings, total: listings.length, page: 1, limit: 24, hasMore: false });

/** The server as it is: what is saved stays saved until deleted. */
function savedServer(listings: Listing[]) {
  let saved = listings;
  return stubApi({
    'GET /listings/favorites': () => favorites(saved),
    'GET /listings/saved/ids': () => ok({ ids: saved.map(({ id }) => id) }),
    [`DELETE /listings/saved/${VEHICLE_ID}`]: () => {
      saved = saved.filter(({ id }) => id !== VEHICLE_ID);
      return ok({ message: 'removed', saved: false });
    },
  });
}

const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('article')!;

describe('saved listings page', () => {
  it('lists the saved listings, newest saved first, a rented one marked', async () => {
    savedServer([vehicleListing(), homeListing({ status: 'rented' })]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/saved-listings');

    expect(screen.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeInTheDocument();
    const grid = await screen.findByTestId('listing-grid');
    const titles = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Toyota Corolla 2015', homeListing().title]);
    expect(screen.getByTestId('saved-count')).toHaveTextContent('2 saved listings');
    const flat = cardOf(homeListing().title);
    expect(within(flat).getByTestId('listing-card-closed')).toHaveTextContent('Rented');
    await waitFor(() =>
      expect(within(flat).getByTestId('listing-save')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(document.title).toBe('Saved listings · Souqna');
  });

  it('says when nothing is saved and leads to both categories', async () => {
    savedServer([]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/saved-listings');
    const empty = await screen.findByTestId('saved-empty');
    expect(empty).toHaveTextContent('No saved listings yet');
    expect(within(empty).getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute('href', '/vehicles');
    expect(within(empty).getByRole('link', { name: 'Browse real estate' })).toHaveAttribute(
      'href',
      '/realestate',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ 'GET /listings/favorites': fail(500, 'INTERNAL_ERROR') });
    await signInAs({ id: 'reader-1' });
    await renderApp('/saved-listings');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load favorites',
    );
  });

  it('unsaves from a card without leaving the page, and the card goes', async () => {
    const api = savedServer([vehicleListing(), homeListing()]);
    await signInAs({ id: 'reader-1' });
    const { router } = await renderApp('/saved-listings');
    await screen.findByTestId('listing-grid');
    const save = within(cardOf('Toyota Corolla 2015')).getByTestId('listing-save');
    // The heart is not part of the card's link, which covers the card.
    expect(save.closest('a')).toBeNull();
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(save);
    expect(router.state.location.pathname).toBe('/saved-listings');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Toyota Corolla 2015' })).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE', `/listings/saved/${VEHICLE_ID}`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/saved-listings');
  });
});
