import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/lib/i18n';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/session-fixtures';
import { SELLER_ID, VEHICLE_ID, vehicleListing } from '../../shared/listing/test/detail-fixtures';

afterEach(async () => {
  await signOutAndRestore();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  // Toasts outlive a test: the next one must only find its own.
  (await import('sonner')).toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
});

const PAGE = `/listings/${VEHICLE_ID}`;
const GET = `GET /listings/public/${VEHICLE_ID}`;
const IDS = 'GET /listings/saved/ids';
const SAVED = `/listings/saved/${VEHICLE_ID}`;

const heart = () => screen.getByTestId('listing-save');

/** Holds every `method` call until the returned release runs: what the page shows meanwhile. */
function holdCalls(method: string) {
  const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') === method) await gate;
    return answer(input, init);
  });
  return () => act(release);
}

async function openAsReader(ids: string[], routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [GET]: ok(vehicleListing()), [IDS]: ok({ ids }), ...routes });
  await signInAs({ id: 'reader-1' });
  await renderApp(PAGE);
  await waitFor(() => expect(heart()).toBeEnabled());
  return api;
}

describe('save button on the listing page', () => {
  it('saves at once, then posts and says so', async () => {
    const api = await openAsReader([], { [`POST ${SAVED}`]: ok({ id: 's1', saved: true }) });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName('Save');

    const release = holdCalls('POST');
    await userEvent.click(heart());
    // Pressed before the server has answered.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Saved');
    await release();

    expect(await screen.findByText('Added to favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', SAVED)).toHaveLength(1);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the heart back with the error message when saving fails', async () => {
    await openAsReader([], { [`POST ${SAVED}`]: fail(500, 'INTERNAL_ERROR') });
    const release = holdCalls('POST');
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await release();

    expect(await screen.findByText('Failed to add to favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();
  });

  it('unsaves, and saves again when removing fails', async () => {
    const api = await openAsReader([VEHICLE_ID], { [`DELETE ${SAVED}`]: fail(500, 'INTERNAL_ERROR') });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    const release = holdCalls('DELETE');
    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await release();

    expect(await screen.findByText('Failed to remove from favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('DELETE', SAVED)).toHaveLength(1);
  });

  it('removes with the success message', async () => {
    await openAsReader([VEHICLE_ID], { [`DELETE ${SAVED}`]: ok({ message: 'ok', saved: false }) });
    await userEvent.click(heart());
    expect(await screen.findByText('Removed from favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it("says both in the reader's language (spec section 8's texts in Arabic)", async () => {
    await openAsReader([], {
      [`POST ${SAVED}`]: ok({ id: 's1', saved: true }),
      [`DELETE ${SAVED}`]: ok({ message: 'ok', saved: false }),
    });
    await act(() => i18n.changeLanguage('ar'));
    await userEvent.click(heart());
    expect(await screen.findByText('تمت الإضافة إلى المفضلة', {}, TOAST_WAIT)).toBeInTheDocument();
    await userEvent.click(heart());
    expect(await screen.findByText('تمت الإزالة من المفضلة', {}, TOAST_WAIT)).toBeInTheDocument();
  });

  it('counts "already saved" (409) as saved', async () => {
    await openAsReader([], { [`POST ${SAVED}`]: fail(409, 'DUPLICATE_ENTRY') });
    await userEvent.click(heart());
    expect(await screen.findByText('Added to favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back when the listing is gone (404)', async () => {
    await openAsReader([], { [`POST ${SAVED}`]: fail(404, 'LISTING_NOT_FOUND') });
    await userEvent.click(heart());
    expect(await screen.findByText('Failed to add to favorites', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor to log in and back, without calling the API', async () => {
    const api = stubApi({ [GET]: ok(vehicleListing()) });
    const { router } = await renderApp(PAGE);
    await userEvent.click(await screen.findByTestId('listing-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(PAGE)}`);
    expect(api.seen.filter((call) => call.path.startsWith('/listings/saved'))).toHaveLength(0);
  });

  it('is not offered to the owner', async () => {
    stubApi({ [GET]: ok(vehicleListing()), [IDS]: ok({ ids: [] }) });
    await signInAs({ id: SELLER_ID });
    await renderApp(PAGE);
    await screen.findByTestId('listing-share');
    expect(screen.queryByTestId('listing-save')).not.toBeInTheDocument();
  });
});
