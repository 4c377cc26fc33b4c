import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import {
  homeListing,
  SELLER_ID,
  VEHICLE_ID,
  vehicleListing,
} from '../../../shared/listing/test/detail-fixtures';
import { currentQuery, listQueries, otherCar, pageOf } from '../../../shared/listing/test/list-fixtures';

afterEach(signOutAndRestore);

const DETAIL = `GET /listings/public/${VEHICLE_ID}`;
const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('related listings on the detail page', () => {
  it('shows the seller’s other listings and similar ones, this one left out of both', async () => {
    stubApi({
      [DETAIL]: ok(vehicleListing()),
      // One path for both lists: the query tells them apart.
      'GET /listings': () =>
        ok(pageOf(currentQuery().userId ? [otherCar(1)] : [otherCar(2, { seller: { id: 'someone-else' } })])),
    });
    await renderApp(`/listings/${VEHICLE_ID}`);

    const seller = await screen.findByTestId('seller-listings');
    expect(within(seller).getByRole('heading', { level: 2 })).toHaveTextContent('More from this seller');
    expect(titles(seller)).toEqual(['Kia Rio 2011']);
    expect(within(seller).getByTestId('seller-listings-profile')).toHaveAttribute(
      'href',
      `/profile/${SELLER_ID}`,
    );
    const similar = await screen.findByTestId('similar-listings');
    expect(within(similar).getByRole('heading', { level: 2 })).toHaveTextContent('Similar listings');
    expect(titles(similar)).toEqual(['Kia Rio 2012']);

    expect(listQueries()).toEqual(
      expect.arrayContaining([
        { userId: SELLER_ID, excludeId: VEHICLE_ID, limit: '3' },
        { mainCategory: 'vehicles', subCategory: 'CAR', excludeId: VEHICLE_ID, limit: '4' },
      ]),
    );
  });

  it('asks for the same category and type as a real-estate listing', async () => {
    stubApi({
      [`GET /listings/public/${homeListing().id}`]: ok(homeListing()),
      'GET /listings': ok(pageOf([])),
    });
    await renderApp(`/listings/${homeListing().id}`);
    await waitFor(() =>
      expect(listQueries()).toContainEqual({
        mainCategory: 'realEstate',
        subCategory: 'APARTMENT',
        excludeId: homeListing().id,
        limit: '4',
      }),
    );
  });

  it('shows neither section when there is nothing to show', async () => {
    stubApi({ [DETAIL]: ok(vehicleListing()), 'GET /listings': ok(pageOf([])) });
    await renderApp(`/listings/${VEHICLE_ID}`);
    await screen.findByTestId('listing-price');
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(screen.queryByTestId('seller-listings')).not.toBeInTheDocument();
    expect(screen.queryByTestId('similar-listings')).not.toBeInTheDocument();
  });
});
