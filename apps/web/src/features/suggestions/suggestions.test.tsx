import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/lib/i18n';
import { ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { homeListing, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { otherCar, pageOf } from '../../shared/listing/test/list-fixtures';
import { QUERY_MAX_LENGTH, SUGGESTION_DEBOUNCE_MS } from './suggestion-limits';

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const kias = [1, 2, 3, 4, 5, 6].map((n) => otherCar(n));
const serverOnly = vehicleListing({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Hyundai Elantra 2012',
});

/** The API behind the box: the index page, and the server's search answering `serverAnswer`. */
function stubSuggestionApi(serverAnswer = [serverOnly]) {
  return stubApi({
    'GET /listings': ok(pageOf([vehicleListing(), homeListing(), ...kias], { limit: 100 })),
    'GET /listings/suggestions': ok({ listings: serverAnswer }),
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search' });
/** The suggestion rows: the selects' options are options too. */
const suggestions = () => within(screen.getByTestId('suggestions'));
const rows = () => suggestions().getAllByRole('option');
const findRow = async (name: RegExp) => {
  await screen.findByTestId('suggestions');
  return suggestions().findByRole('option', { name });
};
const listQuery = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname.startsWith('/api/listings'));

describe('top bar suggestions', () => {
  it('answers a typo from the index fetched once, with everything a row shows', async () => {
    const api = stubSuggestionApi();
    await renderApp('/about');
    await userEvent.type(box(), 'toyta');
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    const row = await findRow(/Toyota Corolla 2015/);
    expect(row).toHaveTextContent('Mezzeh, Damascus');
    // Title and place are cut at their own end in either script's page.
    expect(within(row).getByTestId('suggestion-title')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByTestId('suggestion-place').tagName).toBe('BDI');
    expect(within(row).getByTestId('suggestion-category')).toHaveTextContent('Vehicles');
    expect(within(row).getByTestId('suggestion-type')).toHaveTextContent('Car');
    expect(within(row).getByTestId('suggestion-action')).toHaveTextContent('For sale');
    expect(within(row).getByTestId('suggestion-price')).toHaveTextContent('$8,500');
    expect(within(row).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/listings/photo-1-thumbnail.webp',
    );

    await userEvent.clear(box());
    await userEvent.type(box(), 'kia rio');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(api.calls('GET', '/listings')).toHaveLength(1);
    expect(Object.fromEntries(listQuery()[0]!.searchParams)).toEqual({ limit: '100' });
    expect(api.calls('GET', '/listings/suggestions')).toHaveLength(0);
  });

  it('waits for a 300 ms pause in typing before it searches again', async () => {
    stubSuggestionApi();
    await renderApp('/about');
    await userEvent.type(box(), 'toyta');
    await findRow(/Toyota Corolla 2015/);

    // Only the debounce's clock is faked: the panel's lazy code and the index are loaded already.
    // fireEvent, as user-event waits on the timers faked here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box(), { target: { value: 'alep' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Each key restarts the wait: searched, 'alep' would show the apartment by now.
    fireEvent.change(box(), { target: { value: 'aleppo' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(rows()[0]).toHaveTextContent('Toyota Corolla 2015');
    expect(screen.queryByRole('option', { name: /Sunny apartment/ })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(rows()[0]).toHaveTextContent('Sunny apartment in Aleppo');
    expect(screen.queryByRole('option', { name: /Toyota/ })).not.toBeInTheDocument();
  });

  it('suggests nothing and asks nothing for fewer than three letters', async () => {
    const api = stubSuggestionApi();
    await renderApp('/about');
    await userEvent.type(box(), 'to');
    await waitFor(() => expect(api.calls('GET', '/listings')).toHaveLength(1));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('suggestions')).not.toBeInTheDocument();
    expect(api.calls('GET', '/listings/suggestions')).toHaveLength(0);
  });

  it('moves through the rows with the arrow keys, opens the highlighted one on Enter', async () => {
    stubSuggestionApi();
    const { router } = await renderApp('/about');
    await userEvent.type(box(), 'kia rio');
    // Rows for "kia", typed more slowly than the debounce on a busy machine, may show first; the
    // answer for "kia rio" then replaces them and clears the highlight, as a new answer should.
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGESTION_DEBOUNCE_MS + 50)));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const options = rows();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);

    const first = options[0]!.textContent ?? '';
    const id = kias.find((kia) => first.includes(kia.title))!.id;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listings/${id}`));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and submits the search on Enter with nothing highlighted', async () => {
    stubSuggestionApi();
    const { router } = await renderApp('/about');
    await userEvent.type(box(), 'kia');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('kia');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=kia');
  });

  it('opens a clicked row', async () => {
    stubSuggestionApi();
    const { router } = await renderApp('/about');
    await userEvent.type(box(), 'aleppo');
    await userEvent.click(await findRow(/Sunny apartment in Aleppo/));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listings/${homeListing().id}`));
  });

  it('asks the server when the index finds nothing, in the chosen category', async () => {
    const api = stubSuggestionApi();
    await renderApp('/about');
    await userEvent.selectOptions(screen.getByTestId('search-category'), 'vehicles');
    await userEvent.type(box(), 'elantra');
    expect(await findRow(/Hyundai Elantra 2012/)).toBeInTheDocument();
    const call = listQuery().find((url) => url.pathname === '/api/listings/suggestions')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      query: 'elantra',
      limit: '4',
      mainCategory: 'vehicles',
    });
    expect(api.calls('GET', '/listings/suggestions')).toHaveLength(1);
  });

  it('stops a pasted query where the API stops, so its search is never refused for length', async () => {
    stubSuggestionApi([]);
    await renderApp('/about');
    await userEvent.click(box());
    await userEvent.paste('qwzx '.repeat(60));
    expect(box()).toHaveValue('qwzx '.repeat(40));
    expect(await screen.findByText(/^No results found for/)).toBeInTheDocument();
    const call = listQuery().find((url) => url.pathname === '/api/listings/suggestions')!;
    expect(call.searchParams.get('query')!.length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
  });

  it('says "Searching..." and then that nothing was found', async () => {
    stubSuggestionApi([]);
    await renderApp('/about');
    await userEvent.type(box(), 'qwzx');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(await screen.findByText('No results found for "qwzx"')).toBeInTheDocument();
    expect(suggestions().queryByRole('option')).not.toBeInTheDocument();
  });

  it('speaks Arabic: finds Arabic words and says nothing was found in Arabic', async () => {
    stubSuggestionApi([]);
    await i18n.changeLanguage('ar');
    await renderApp('/about');
    const search = screen.getByRole('combobox', { name: 'بحث' });
    await userEvent.type(search, 'تويوتا');
    const row = await findRow(/Toyota Corolla 2015/);
    expect(within(row).getByTestId('suggestion-category')).toHaveTextContent('مركبات');
    expect(within(row).getByTestId('suggestion-action')).toHaveTextContent('للبيع');
    await userEvent.clear(search);
    await userEvent.type(search, 'قصر');
    expect(await screen.findByText('لا توجد نتائج لـ «قصر»')).toBeInTheDocument();
  });

  it('runs an empty search when the box is cleared', async () => {
    stubSuggestionApi();
    const { router } = await renderApp('/about');
    await userEvent.type(box(), 'kia');
    await userEvent.clear(box());
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('');
  });
});
