import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PROFILE } from '../../features/account/test/account-fixtures';
import { homeListing, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { currentQuery, listQueries, otherCar, pageOf } from '../../shared/listing/test/list-fixtures';
import { fail, ok, signOutAndRestore, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

afterEach(signOutAndRestore);

const ID = PUBLIC_PROFILE.id;
const PROFILE = `GET /users/public-profile/${ID}`;

describe('public profile with the member’s listings', () => {
  it.each(['profile', 'users'])('/%s/{id} shows the profile, then the active listings', async (prefix) => {
    stubApi({
      [PROFILE]: ok(PUBLIC_PROFILE),
      'GET /listings': ok(pageOf([vehicleListing(), homeListing()])),
    });
    await renderApp(`/${prefix}/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sham Motors' })).toBeInTheDocument();
    const section = await screen.findByTestId('user-listings');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Listings');
    await waitFor(() => expect(within(section).getAllByTestId('listing-card')).toHaveLength(2));
    expect(within(section).getByRole('link', { name: 'Toyota Corolla 2015' })).toHaveAttribute(
      'href',
      `/listings/${vehicleListing().id}`,
    );
    expect(listQueries()).toEqual([{ userId: ID, limit: '12' }]);
    expect(screen.queryByTestId('user-listings-more')).not.toBeInTheDocument();
  });

  it('loads a dozen more on request, keeping the cards already shown', async () => {
    const cars = Array.from({ length: 14 }, (_, index) => otherCar(index + 1));
    stubApi({
      [PROFILE]: ok(PUBLIC_PROFILE),
      'GET /listings': () => {
        const limit = Number(currentQuery().limit);
        return ok(pageOf(cars.slice(0, limit), { total: cars.length, limit, hasMore: limit < cars.length }));
      },
    });
    await renderApp(`/profile/${ID}`);
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(14));
    expect(screen.queryByTestId('user-listings-more')).not.toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ userId: ID, limit: '24' });
  });

  it('says so when the member has no active listings', async () => {
    stubApi({ [PROFILE]: ok(PUBLIC_PROFILE), 'GET /listings': ok(pageOf([])) });
    await renderApp(`/profile/${ID}`);
    expect(await screen.findByTestId('listing-grid-empty')).toHaveTextContent(
      'This member has no active listings right now.',
    );
  });

  it('asks for no listings of a member who does not exist', async () => {
    stubApi({ [PROFILE]: fail(404, 'USER_NOT_FOUND') });
    await renderApp(`/profile/${ID}`);
    expect(await screen.findByTestId('public-profile-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('user-listings')).not.toBeInTheDocument();
    expect(listQueries()).toEqual([]);
  });
});
