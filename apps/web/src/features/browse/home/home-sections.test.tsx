import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { renderApp } from '../../../test/render-app';
import { ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
import { currentQuery, otherCar, pageOf } from '../../../shared/listing/test/list-fixtures';

afterEach(async () => {
  await act(() => changeLanguage('en'));
  await signOutAndRestore();
});

const STATS = {
  total: 1234,
  byCategory: { vehicles: 1000, realEstate: 234 },
  bySubCategory: { vehicles: { CAR: 1000 }, realEstate: { APARTMENT: 234 } },
  byCity: [
    { cityCode: 'damascus', count: 900 },
    { cityCode: 'aleppo', count: 334 },
  ],
};
// The first six were saved by someone.
const cars = Array.from({ length: 8 }, (_, index) => otherCar(index + 1, { favorites: index < 6 ? 1 : 0 }));

/** Trending: cars 1 and 2. Most saved: cars 2 to 8 (2 already trends, 7 and 8 never saved). Newest: all eight. */
function stubHome(trending = cars.slice(0, 2)) {
  return stubApi({
    'GET /listings/stats': ok(STATS),
    'GET /listings/trending': ok(trending),
    'GET /listings': () =>
      ok(pageOf(currentQuery().sortBy === 'favorites' ? cars.slice(1) : cars, { total: 8 })),
  });
}
const titlesIn = async (id: string) =>
  (await within(await screen.findByTestId(id)).findAllByRole('link', { name: /Kia Rio/ })).map(
    (link) => link.textContent,
  );

describe('home sections', () => {
  it('counts listings by category and city, each a link to them', async () => {
    stubHome();
    await renderApp('/');
    const stats = await screen.findByTestId('home-stats');
    expect(
      await within(stats).findByRole('heading', { level: 2, name: '1,234 listings across Syria' }),
    ).toBeInTheDocument();
    expect(within(stats).getByTestId('home-stats-vehicles')).toHaveTextContent('1,000vehicles');
    expect(within(stats).getByTestId('home-stats-vehicles')).toHaveAttribute('href', '/vehicles');
    expect(within(stats).getByTestId('home-stats-realEstate')).toHaveTextContent('234properties');
    const cities = within(stats).getAllByTestId('home-stats-city');
    expect(cities.map((city) => city.textContent)).toEqual(['Damascus900', 'Aleppo334']);
    expect(cities[0]).toHaveAttribute('href', '/search?city=damascus');
  });

  it("says in the hero how many listings there are, from the data, in the reader's digits", async () => {
    stubApi({ 'GET /listings/stats': ok({ ...STATS, total: 76 }), 'GET /listings/trending': ok([]) });
    await renderApp('/');
    const lead = screen.getByTestId('home-lead');
    expect(lead).not.toHaveTextContent(/thousands/i);
    await waitFor(() => expect(lead).toHaveTextContent(/^76 vehicles and properties for sale and rent/));
    await act(() => changeLanguage('ar'));
    await waitFor(() => expect(lead).toHaveTextContent(/^٧٦ إعلانًا لمركبات وعقارات/));
  });

  it('shows what trends, the most saved that do not already trend, and the newest', async () => {
    const api = stubHome();
    await renderApp('/');
    expect(await titlesIn('home-trending')).toEqual(['Kia Rio 2011', 'Kia Rio 2012']);
    expect(await titlesIn('home-featured')).toEqual([
      'Kia Rio 2013',
      'Kia Rio 2014',
      'Kia Rio 2015',
      'Kia Rio 2016',
    ]);
    expect(await titlesIn('home-recent')).toHaveLength(8);
    expect(api.calls('GET', '/listings/trending')).toHaveLength(1);
  });

  it('leaves out a row with nothing in it', async () => {
    stubHome([]);
    await renderApp('/');
    expect(await titlesIn('home-recent')).toHaveLength(8);
    expect(screen.queryByTestId('home-trending')).not.toBeInTheDocument();
    expect(screen.getByTestId('home-featured')).toBeInTheDocument();
  });

  it('shows no "most saved" row while nothing was saved', async () => {
    stubApi({
      'GET /listings/stats': ok(STATS),
      'GET /listings/trending': ok([]),
      'GET /listings': ok(
        pageOf(
          cars.map((car) => ({ ...car, favorites: 0 })),
          { total: 8 },
        ),
      ),
    });
    await renderApp('/');
    expect(await titlesIn('home-recent')).toHaveLength(8);
    expect(screen.queryByTestId('home-featured')).not.toBeInTheDocument();
  });
});
