import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session-fixtures';
import { vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { pageOf } from '../../shared/listing/test/list-fixtures';

afterEach(signOutAndRestore);

const FILTERED = '/vehicles?make=toyota&city=damascus&sort=priceLowToHigh';
const created = (body: unknown) => ({
  status: 201,
  body: {
    success: true,
    data: {
      id: 'new',
      ...(body as object),
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
    },
  },
});

describe('save this search', () => {
  it('takes a visitor to log in and back to the same filters', async () => {
    stubApi({ 'GET /listings': ok(pageOf([vehicleListing()])) });
    const { router } = await renderApp(FILTERED);
    await userEvent.click(await screen.findByTestId('save-search'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(FILTERED)}`);
  });

  it('saves the filters under the name offered, without page or order, then leads to the matches', async () => {
    const api = stubApi({
      'GET /listings': ok(pageOf([vehicleListing()])),
      'POST /saved-searches': ({ body }) => created(body),
    });
    await signInAs({ id: 'reader-1' });
    const { router } = await renderApp(FILTERED);
    await userEvent.click(await screen.findByTestId('save-search'));
    const dialog = await screen.findByTestId('save-search-dialog');
    const name = within(dialog).getByTestId('save-search-name');
    expect(name).toHaveValue('Vehicles · Toyota · Damascus');
    await userEvent.clear(name);
    await userEvent.type(name, 'Toyotas near me');
    await userEvent.click(within(dialog).getByTestId('save-search-alerts'));
    await userEvent.click(within(dialog).getByTestId('save-search-submit'));

    const view = await screen.findByTestId('save-search-view');
    expect(api.calls('POST', '/saved-searches').map((call) => call.body)).toEqual([
      {
        name: 'Toyotas near me',
        filters: { mainCategory: 'vehicles', make: 'toyota', cityCode: 'damascus' },
        alertsEnabled: false,
      },
    ]);
    expect(screen.queryByTestId('save-search-dialog')).not.toBeInTheDocument();
    await userEvent.click(view);
    await waitFor(() => expect(router.state.location.search).toBe('?match=true'));
    expect(router.state.location.pathname).toBe('/listings');
  });

  it('says why when the server refuses: a blank name, or the limit reached', async () => {
    stubApi({
      'GET /listings': ok(pageOf([vehicleListing()])),
      'POST /saved-searches': fail(409, 'SAVED_SEARCH_LIMIT'),
    });
    await signInAs({ id: 'reader-1' });
    await renderApp('/vehicles');
    await userEvent.click(await screen.findByTestId('save-search'));
    const dialog = await screen.findByTestId('save-search-dialog');
    const name = within(dialog).getByTestId('save-search-name');
    expect(name).toHaveValue('Vehicles');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByTestId('save-search-submit'));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();

    await userEvent.type(name, 'All cars');
    await userEvent.click(within(dialog).getByTestId('save-search-submit'));
    expect(await within(dialog).findByTestId('save-search-error')).toHaveTextContent(
      'You can save up to 20 searches. Delete one to save another.',
    );
  });
});
