import type { SavedSearch } from '@souqna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session-fixtures';
import { homeListing, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { pageOf } from '../../shared/listing/test/list-fixtures';

afterEach(signOutAndRestore);

const CARS_ID = '11111111-2222-4333-8444-555555555555';
const FLATS_ID = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const search = (overrides: Partial<SavedSearch>): SavedSearch => ({
  id: CARS_ID,
  name: 'Toyotas in Damascus',
  filters: { mainCategory: 'vehicles', make: 'toyota', cityCode: 'damascus', currency: 'SYP' },
  alertsEnabled: true,
  frequency: 'instant',
  newMatches: 0,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const flats = search({
  id: FLATS_ID,
  name: 'Flats',
  filters: { mainCategory: 'realEstate', bedrooms: 3, currency: 'SYP' },
});

/** The server as it is: toggles and deletes change what it answers next. */
function matchesServer(searches: SavedSearch[]) {
  let kept = searches;
  const list = () => ok({ items: kept, total: kept.length, max: 20 });
  return stubApi({
    'GET /saved-searches': list,
    'GET /saved-searches/matches': () =>
      ok(
        kept.length
          ? pageOf([vehicleListing(), homeListing()], { total: 14, limit: 12, hasMore: true })
          : pageOf([]),
      ),
    [`PATCH /saved-searches/${CARS_ID}`]: ({ body }) => {
      kept = kept.map((item) => (item.id === CARS_ID ? { ...item, ...(body as object) } : item));
      return ok(kept.find((item) => item.id === CARS_ID));
    },
    [`DELETE /saved-searches/${CARS_ID}`]: () => {
      kept = kept.filter((item) => item.id !== CARS_ID);
      return ok({ id: CARS_ID, deleted: true });
    },
  });
}

const row = (name: string) =>
  screen.getAllByTestId('saved-search').find((item) => within(item).queryByText(name))!;

describe('/listings?match=true', () => {
  it('lists the saved searches in words, with a link back to each, and the matches', async () => {
    matchesServer([search({}), flats]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Listings matching your searches' }),
    ).toBeInTheDocument();
    await screen.findAllByTestId('saved-search');
    const cars = row('Toyotas in Damascus');
    expect(within(cars).getByTestId('saved-search-summary')).toHaveTextContent(
      'Vehicles · Toyota · Damascus',
    );
    expect(within(cars).getByTestId('saved-search-open')).toHaveAttribute(
      'href',
      '/vehicles?make=toyota&city=damascus',
    );
    expect(within(row('Flats')).getByTestId('saved-search-summary')).toHaveTextContent(
      'Real estate · Bedrooms: 3+',
    );
    expect(screen.getByTestId('saved-searches-count')).toHaveTextContent('2 of 20 saved');

    const grid = await screen.findByTestId('listing-grid');
    expect(within(grid).getAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByTestId('matches-count')).toHaveTextContent('14 listings');
    expect(screen.getByTestId('browse-pagination')).toBeInTheDocument();
  });

  it('adds "+" to the count only when the API says the total is a floor', async () => {
    const answer = (totalIsEstimate?: boolean) =>
      stubApi({
        'GET /saved-searches': ok({ items: [search({})], total: 1, max: 20 }),
        'GET /saved-searches/matches': ok({
          ...pageOf([vehicleListing(), homeListing()], { total: 76, limit: 12, hasMore: true }),
          ...(totalIsEstimate === undefined ? {} : { totalIsEstimate }),
        }),
      });
    await signInAs({ id: 'reader-1' });
    for (const [flag, text] of [
      [undefined, '76 listings'],
      [false, '76 listings'],
      [true, '76+ listings'],
    ] as const) {
      answer(flag);
      const view = await renderApp('/listings?match=true');
      expect(await screen.findByTestId('matches-count')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('asks for the next page of matches and keeps it in the URL', async () => {
    matchesServer([search({})]);
    await signInAs({ id: 'reader-1' });
    const { router } = await renderApp('/listings?match=true');
    await screen.findByTestId('listing-grid');
    await userEvent.click(screen.getByTestId('browse-page-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?match=true&page=2'));
    const pages = () =>
      vi
        .mocked(globalThis.fetch)
        .mock.calls.map(([input]) => new URL(String(input)))
        .filter((url) => url.pathname === '/api/saved-searches/matches')
        .map((url) => url.searchParams.get('page'));
    await waitFor(() => expect(pages()).toEqual(['1', '2']));
  });

  it('turns alerts off and deletes after a confirmation', async () => {
    const api = matchesServer([search({}), flats]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');
    await screen.findAllByTestId('saved-search');

    const toggle = within(row('Toyotas in Damascus')).getByTestId('saved-search-alerts');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(await screen.findByText('Alerts turned off', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('PATCH', `/saved-searches/${CARS_ID}`).map((call) => call.body)).toEqual([
      { alertsEnabled: false },
    ]);

    await userEvent.click(within(row('Toyotas in Damascus')).getByTestId('saved-search-delete'));
    const dialog = await screen.findByTestId('saved-search-delete-dialog');
    // The name is isolated in the sentence: one in the other script would otherwise reorder it.
    expect(dialog).toHaveTextContent('“\u2068Toyotas in Damascus\u2069” and its alerts will be removed.');
    expect(api.calls('DELETE', `/saved-searches/${CARS_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('saved-search-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
    expect(await screen.findByText('Saved search deleted', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('DELETE', `/saved-searches/${CARS_ID}`)).toHaveLength(1);
    expect(screen.getByTestId('saved-search-name')).toHaveTextContent('Flats');
  });

  it('sets the alerts to a daily digest at once, with a toast', async () => {
    const api = matchesServer([search({})]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');
    const frequency = await within(await screen.findByTestId('saved-search')).findByTestId(
      'saved-search-frequency',
    );
    expect(frequency).toHaveValue('instant');
    expect(frequency).toHaveAccessibleName('How often alerts come for “Toyotas in Damascus”');
    await userEvent.selectOptions(frequency, 'daily');
    expect(frequency).toHaveValue('daily');
    expect(
      await screen.findByText('Alerts will come in one daily digest', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('PATCH', `/saved-searches/${CARS_ID}`).map((call) => call.body)).toEqual([
      { frequency: 'daily' },
    ]);
  });

  it('puts the alerts back as they were when the server refuses the change', async () => {
    stubApi({
      'GET /saved-searches': ok({ items: [search({})], total: 1, max: 20 }),
      'GET /saved-searches/matches': ok(pageOf([])),
      [`PATCH /saved-searches/${CARS_ID}`]: fail(404, 'SAVED_SEARCH_NOT_FOUND'),
    });
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');
    const toggle = await screen.findByTestId('saved-search-alerts');
    await userEvent.click(toggle);
    expect(await screen.findByText('Saved search not found', {}, TOAST_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'), TOAST_WAIT);
    expect(screen.getByTestId('saved-search-frequency')).toHaveValue('instant');
  });

  it('shows how many listings are new to each search, and opening one clears its count', async () => {
    let seen = false;
    const api = stubApi({
      'GET /saved-searches': () =>
        ok({ items: [search({ newMatches: seen ? 0 : 3 }), flats], total: 2, max: 20 }),
      'GET /saved-searches/matches': ok(pageOf([])),
      [`POST /saved-searches/${CARS_ID}/seen`]: () => {
        seen = true;
        return ok(search({}));
      },
      'GET /listings': ok(pageOf([])),
    });
    await signInAs({ id: 'reader-1' });
    const { router } = await renderApp('/listings?match=true');
    await screen.findAllByTestId('saved-search');
    expect(within(row('Toyotas in Damascus')).getByTestId('saved-search-new')).toHaveTextContent('3 new');
    expect(within(row('Flats')).queryByTestId('saved-search-new')).toBeNull();

    await userEvent.click(within(row('Toyotas in Damascus')).getByTestId('saved-search-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'), TOAST_WAIT);
    await waitFor(
      () => expect(api.calls('POST', `/saved-searches/${CARS_ID}/seen`)).toHaveLength(1),
      TOAST_WAIT,
    );
    await router.navigate('/listings?match=true');
    await screen.findAllByTestId('saved-search', {}, TOAST_WAIT);
    expect(within(row('Toyotas in Damascus')).queryByTestId('saved-search-new')).toBeNull();
  });

  it('leads to the browse pages when nothing is saved, and asks for no matches', async () => {
    const api = matchesServer([]);
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');
    const empty = await screen.findByTestId('saved-searches-empty');
    expect(within(empty).getByRole('link', { name: 'Browse vehicles' })).toHaveAttribute('href', '/vehicles');
    expect(api.calls('GET', '/saved-searches/matches')).toHaveLength(0);
  });

  it('says so when the searches cannot be loaded', async () => {
    stubApi({ 'GET /saved-searches': fail(500, 'INTERNAL_ERROR') });
    await signInAs({ id: 'reader-1' });
    await renderApp('/listings?match=true');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Your saved searches could not be loaded.',
    );
  });
});
