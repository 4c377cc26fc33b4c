import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initSession, signOut } from '../../shared/lib/session';
import { ok, signOutAndRestore, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { signInAs, storedSession, testUser } from '../../test/session-fixtures';
import { VEHICLE_ID, vehicleListing } from '../../shared/listing/test/detail-fixtures';
import { readFavoriteIds, FAVORITE_IDS_TTL_MS, writeFavoriteIds } from './favorite-ids-cache';

afterEach(signOutAndRestore);

const PAGE = `/listings/${VEHICLE_ID}`;
const IDS = '/listings/saved/ids';
const MINUTE = 60_000;

const heart = () => screen.getByTestId('listing-save');

/** A reload: the stored session is checked while the page is already on screen. */
async function reloadSignedIn(cachedMinutesAgo: number) {
  localStorage.setItem('auth', storedSession(15, 'user-1'));
  writeFavoriteIds('user-1', { ids: [VEHICLE_ID], fetchedAt: Date.now() - cachedMinutesAgo * MINUTE });
  // The server no longer has it saved: what the heart shows tells whose answer it is.
  const api = stubApi({
    'GET /auth/me': ok(testUser()),
    [`GET /listings/public/${VEHICLE_ID}`]: ok(vehicleListing()),
    [`GET ${IDS}`]: ok({ ids: [] }),
  });
  const checking = initSession();
  await renderApp(PAGE);
  await act(() => checking);
  await waitFor(() => expect(heart()).toBeEnabled());
  return api;
}

describe('saved ids cache', () => {
  it('is reused when younger than an hour: no call, the heart shows at once', async () => {
    const api = await reloadSignedIn(59);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('GET', IDS)).toHaveLength(0);
  });

  it('is ignored when older than an hour: the ids are fetched and stored again', async () => {
    expect(FAVORITE_IDS_TTL_MS).toBe(60 * MINUTE);
    const api = await reloadSignedIn(61);
    await waitFor(() => expect(api.calls('GET', IDS)).toHaveLength(1));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(readFavoriteIds('user-1')?.ids).toEqual([]);
  });

  it('is cleared on logout, and the heart empties', async () => {
    stubApi({
      [`GET /listings/public/${VEHICLE_ID}`]: ok(vehicleListing()),
      [`GET ${IDS}`]: ok({ ids: [VEHICLE_ID] }),
    });
    await signInAs();
    await renderApp(PAGE);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(readFavoriteIds('user-1')?.ids).toEqual([VEHICLE_ID]);

    await act(() => signOut());
    await waitFor(() => expect(readFavoriteIds('user-1')).toBeUndefined());
    expect(Object.keys(localStorage).filter((key) => key.includes('saved'))).toEqual([]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not trusted after a login: the ids are fetched again', async () => {
    const api = stubApi({
      [`GET /listings/public/${VEHICLE_ID}`]: ok(vehicleListing()),
      [`GET ${IDS}`]: ok({ ids: [] }),
    });
    await renderApp(PAGE);
    await screen.findByTestId('listing-save');
    writeFavoriteIds('user-1', { ids: [VEHICLE_ID], fetchedAt: Date.now() - MINUTE });

    await signInAs();
    await waitFor(() => expect(api.calls('GET', IDS)).toHaveLength(1));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });
});
