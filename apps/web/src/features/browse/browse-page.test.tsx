import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSE_DATA_ELEMENT } from '@souqna/contracts';
import { changeLanguage } from '../../shared/lib/i18n';
import { ok, signOutAndRestore, stubApi } from '../../test/api-stub';
import { phoneWidth, renderBrowse } from './test/render-browse';
import { homeListing, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { listQueries, otherCar, pageOf } from '../../shared/listing/test/list-fixtures';

afterEach(signOutAndRestore);
afterEach(() => act(() => changeLanguage('en')));

const LIST = 'GET /listings';
const cars = Array.from({ length: 12 }, (_, index) => otherCar(index + 1));
const lastQuery = () => listQueries().at(-1)!;
const settled = (expected: Record<string, string>) => waitFor(() => expect(lastQuery()).toEqual(expected));

/** Newest vehicles, page 1: what `/vehicles` asks for with nothing chosen. */
const VEHICLES = { mainCategory: 'vehicles', sortBy: 'createdAt', sortOrder: 'desc', page: '1', limit: '12' };

describe('browse pages', () => {
  it('lists the newest vehicles with the total in the reader’s digits', async () => {
    stubApi({ [LIST]: ok(pageOf([vehicleListing(), otherCar(1)], { total: 1234, hasMore: true })) });
    await renderBrowse('/vehicles');
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(2);
    expect(screen.getByTestId('browse-count')).toHaveTextContent('1,234 listings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vehicles');
    expect(lastQuery()).toEqual(VEHICLES);
    expect(screen.queryByTestId('browse-chips')).not.toBeInTheDocument();
  });

  it("keeps the outline whole: page h1, results h2, then the cards' h3 titles", async () => {
    stubApi({ [LIST]: ok(pageOf([vehicleListing()])) });
    await renderBrowse('/vehicles');
    await screen.findAllByTestId('listing-card');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(screen.getByRole('region', { name: 'Results' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Results' }),
    );
  });

  it("shows the first page the HTML carries for the page's own query, and asks the API nothing", async () => {
    // What the server writes into /vehicles (search.pages.ts): the answer to the app's own query.
    const served = (query: Record<string, unknown>, title: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = BROWSE_DATA_ELEMENT;
      element.textContent = JSON.stringify({
        query,
        page: pageOf([vehicleListing({ title })], { total: 77 }),
      });
      document.body.append(element);
    };
    const numeric = { ...VEHICLES, page: 1, limit: 12 };
    served(numeric, 'As served with the page');
    stubApi({ [LIST]: ok(pageOf([otherCar(1)])) });
    await renderBrowse('/vehicles');
    expect(await screen.findByText('As served with the page')).toBeInTheDocument();
    expect(screen.getByTestId('browse-count')).toHaveTextContent('77 listings');
    expect(listQueries()).toEqual([]);
    expect(document.getElementById(BROWSE_DATA_ELEMENT)).toBeNull();

    // Data for another query is not taken for this one: the page asks the API.
    served({ ...numeric, mainCategory: 'realEstate' }, 'Not this page');
    await renderBrowse('/vehicles?page=2');
    await settled({ ...VEHICLES, page: '2' });
    expect(screen.queryByText('Not this page')).not.toBeInTheDocument();
    document.getElementById(BROWSE_DATA_ELEMENT)?.remove();
  });

  it('says "10,000+" when the server stopped counting', async () => {
    stubApi({
      [LIST]: ok({ ...pageOf(cars, { total: 10_000, hasMore: true }), totalIsEstimate: true }),
    });
    await renderBrowse('/vehicles');
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(12);
    expect(screen.getByTestId('browse-count')).toHaveTextContent('10,000+ listings');
  });

  it('sends every filter of a shared link, and shows each as a removable chip', async () => {
    stubApi({ [LIST]: ok(pageOf([vehicleListing()])) });
    const { params } = await renderBrowse(
      '/vehicles?subCategory=CAR&make=toyota&model=corolla&minYear=2010&fuelType=diesel&city=damascus&area=mezzeh&minPrice=5000&maxPrice=10000&currency=USD&sort=priceLowToHigh&page=2',
    );
    await settled({
      ...VEHICLES,
      subCategory: 'CAR',
      make: 'toyota',
      model: 'corolla',
      minYear: '2010',
      fuelType: 'diesel',
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      minPrice: '5000',
      maxPrice: '10000',
      currency: 'USD',
      sortBy: 'price',
      sortOrder: 'asc',
      page: '2',
    });
    const chips = within(screen.getByTestId('browse-chips')).getAllByTestId('browse-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Car',
      'Toyota',
      'Corolla',
      'Price: US$5,000 – US$10,000',
      'Year: 2010 and newer',
      'Diesel',
      'Damascus',
      'Mezzeh',
    ]);
    expect(screen.getByTestId('filter-make')).toHaveValue('toyota');

    // Removing the make takes its model with it, and starts again at page 1.
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Toyota' }));
    await waitFor(() => expect(params()).not.toHaveProperty('make'));
    expect(params()).not.toHaveProperty('model');
    expect(params()).not.toHaveProperty('page');
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('model'));
    expect(lastQuery()).toMatchObject({ page: '1', fuelType: 'diesel', subCategory: 'CAR' });
  });

  it('puts a chosen filter in the URL, back on page 1, and back/forward walk through it', async () => {
    stubApi({ [LIST]: ok(pageOf(cars, { total: 40 })) });
    const { router, params } = await renderBrowse('/vehicles?page=3');
    await screen.findAllByTestId('listing-card');
    await userEvent.selectOptions(screen.getByTestId('filter-fuel'), 'diesel');
    await waitFor(() => expect(params()).toEqual({ fuelType: 'diesel' }));
    await settled({ ...VEHICLES, fuelType: 'diesel' });

    await userEvent.click(
      within(screen.getByTestId('filter-price-bands')).getByRole('button', { name: /^Up to SYP\s10m$/ }),
    );
    await settled({ ...VEHICLES, fuelType: 'diesel', maxPrice: '10000000', currency: 'SYP' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(params()).toEqual({ fuelType: 'diesel' }));
    expect(screen.getByTestId('filter-fuel')).toHaveValue('diesel');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(params()).toEqual({ page: '3' }));
    expect(screen.getByTestId('filter-fuel')).toHaveValue('');
  });

  it('switches the price bands with the currency and takes typed amounts on Enter', async () => {
    stubApi({ [LIST]: ok(pageOf(cars)) });
    const { params } = await renderBrowse('/vehicles?maxPrice=25000000');
    await screen.findAllByTestId('listing-card');
    await userEvent.click(screen.getByRole('button', { name: 'USD' }));
    await waitFor(() => expect(params()).toEqual({ currency: 'USD' }));
    const bands = within(screen.getByTestId('filter-price-bands')).getAllByRole('button');
    expect(bands.map((band) => band.textContent)).toEqual([
      'Up to US$5k',
      'US$5k – US$10k',
      'US$10k – US$20k',
      'US$20k – US$50k',
      'US$50k+',
    ]);
    await userEvent.type(screen.getByTestId('filter-price-min'), '7500{Enter}');
    await settled({ ...VEHICLES, minPrice: '7500', currency: 'USD' });
    expect(params()).toEqual({ minPrice: '7500', currency: 'USD' });
  });

  it('swaps a maximum typed below the minimum, and says so', async () => {
    stubApi({ [LIST]: ok(pageOf(cars)) });
    const { params } = await renderBrowse('/vehicles?currency=USD&minPrice=20000');
    await screen.findAllByTestId('listing-card');
    expect(screen.getByTestId('filter-price-swapped')).toBeEmptyDOMElement();
    await userEvent.type(screen.getByTestId('filter-price-max'), '5000{Enter}');
    await settled({ ...VEHICLES, minPrice: '5000', maxPrice: '20000', currency: 'USD' });
    expect(params()).toEqual({ currency: 'USD', minPrice: '5000', maxPrice: '20000' });
    expect(screen.getByTestId('filter-price-swapped')).toHaveTextContent(
      'The maximum was below the minimum, so they were swapped.',
    );
  });

  it('orders by every sort of spec section 9 the API serves', async () => {
    stubApi({ [LIST]: ok(pageOf(cars)) });
    const { params } = await renderBrowse('/vehicles?page=2');
    const sort = await screen.findByTestId('browse-sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Newest first',
      'Oldest first',
      'Price: high to low',
      'Price: low to high',
      'Most saved',
      'Most viewed',
      'Location: A to Z',
      'Location: Z to A',
    ]);
    await userEvent.selectOptions(sort, 'mostFavorited');
    await settled({ ...VEHICLES, sortBy: 'favorites', sortOrder: 'desc' });
    expect(params()).toEqual({ sort: 'mostFavorited' });
    await userEvent.selectOptions(sort, 'oldestFirst');
    await settled({ ...VEHICLES, sortBy: 'createdAt', sortOrder: 'asc' });
    await userEvent.selectOptions(sort, 'popularity');
    await settled({ ...VEHICLES, sortBy: 'popularity', sortOrder: 'desc' });
    // A sort by place names the reader's language, whose alphabet it follows.
    await userEvent.selectOptions(sort, 'locationAToZ');
    await settled({ ...VEHICLES, sortBy: 'location', sortOrder: 'asc', lang: 'en' });
    expect(params()).toEqual({ sort: 'locationAToZ' });
    await userEvent.selectOptions(sort, 'locationZToA');
    await settled({ ...VEHICLES, sortBy: 'location', sortOrder: 'desc', lang: 'en' });
  });

  it('sorts by place in the Arabic alphabet for an Arabic reader, with translated options', async () => {
    await act(() => changeLanguage('ar'));
    stubApi({ [LIST]: ok(pageOf(cars)) });
    await renderBrowse('/vehicles?sort=locationAToZ');
    await settled({ ...VEHICLES, sortBy: 'location', sortOrder: 'asc', lang: 'ar' });
    const sort = await screen.findByTestId('browse-sort');
    expect(within(sort).getByRole('option', { selected: true })).toHaveTextContent('الموقع: من أ إلى ي');
    expect(within(sort).getByRole('option', { name: 'الأكثر مشاهدة' })).toHaveValue('popularity');
  });

  it('pages through results with numbers and previous/next', async () => {
    stubApi({
      [LIST]: () => {
        const page = Number(lastQuery().page);
        return ok(pageOf(cars, { total: 40, page, limit: 12, hasMore: page < 4 }));
      },
    });
    const { params } = await renderBrowse('/vehicles');
    const pages = await screen.findByTestId('browse-pagination');
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('browse-page-previous')).toBeDisabled();
    await userEvent.click(screen.getByTestId('browse-page-next'));
    await waitFor(() => expect(params()).toEqual({ page: '2' }));
    await settled({ ...VEHICLES, page: '2' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    await settled({ ...VEHICLES, page: '4' });
    await waitFor(() => expect(screen.getByTestId('browse-page-next')).toBeDisabled());
    expect(within(pages).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing matches and clears every filter on request', async () => {
    stubApi({
      [LIST]: () => ok(pageOf(lastQuery().bedrooms ? [] : [homeListing()])),
    });
    const { params } = await renderBrowse('/realestate?bedrooms=9&city=aleppo');
    const empty = await screen.findByTestId('browse-empty');
    expect(empty).toHaveTextContent('No listings found');
    expect(screen.getByTestId('browse-count')).toHaveTextContent('0 listings');
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(params()).toEqual({}));
    expect(await screen.findAllByTestId('listing-card')).toHaveLength(1);
    expect(lastQuery()).toEqual({ ...VEHICLES, mainCategory: 'realEstate' });
  });

  it('offers the real-estate filters: rooms as minimums and size bands', async () => {
    stubApi({ [LIST]: ok(pageOf([homeListing()])) });
    await renderBrowse('/realestate');
    await screen.findAllByTestId('listing-card');
    expect(screen.queryByTestId('filter-make')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('filter-bedrooms')).getByRole('button', { name: '3+' }));
    await userEvent.click(
      within(screen.getByTestId('filter-size-bands')).getByRole('button', { name: '100 m² – 200 m²' }),
    );
    await settled({ ...VEHICLES, mainCategory: 'realEstate', bedrooms: '3', minSize: '100', maxSize: '200' });
    expect(
      within(screen.getByTestId('filter-size-bands')).getByRole('button', { name: '100 m² – 200 m²' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches the words from the top bar, best matches first', async () => {
    stubApi({ [LIST]: ok(pageOf([vehicleListing()])) });
    await renderBrowse('/search?q=corolla&category=vehicles&subcategory=CAR&city=aleppo');
    await settled({
      search: 'corolla',
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      cityCode: 'aleppo',
      sortBy: 'relevance',
      sortOrder: 'desc',
      page: '1',
      limit: '12',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “corolla”');
    expect(screen.getByTestId('browse-sort')).toHaveValue('relevance');
    expect(screen.getByTestId('filter-category')).toHaveValue('vehicles');
  });

  it('keeps the filters in a sheet on a phone, opened by “Filters (n)”', async () => {
    const restore = phoneWidth();
    try {
      stubApi({ [LIST]: ok(pageOf(cars, { total: 57 })) });
      const { params } = await renderBrowse('/vehicles?fuelType=diesel&minYear=2010');
      await screen.findAllByTestId('listing-card');
      expect(screen.queryByTestId('browse-sidebar')).not.toBeInTheDocument();
      expect(screen.queryByTestId('filter-fuel')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
      const drawer = await screen.findByTestId('browse-filter-drawer');
      await userEvent.selectOptions(within(drawer).getByTestId('filter-transmission'), 'manual');
      await waitFor(() => expect(params()).toMatchObject({ transmissionType: 'manual' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Show 57 listings' }));
      await waitFor(() => expect(screen.queryByTestId('browse-filter-drawer')).not.toBeInTheDocument());
      // Focus goes back to the button that opened the sheet, though the sheet is loaded apart.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus());
    } finally {
      restore();
    }
  });
});
