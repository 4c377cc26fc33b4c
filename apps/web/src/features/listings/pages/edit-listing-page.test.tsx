import type { Listing } from '@souqna/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi, TOAST_WAIT, type SeenRequest } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import { named, step } from '../form/test/wizard-steps';
import { pngFile } from '../inputs/test/image-files';
import { HOME_ID, homeListing, photo, SELLER_ID } from '../../../shared/listing/test/detail-fixtures';

afterEach(signOutAndRestore);

const stored = homeListing({
  details: {
    realEstate: { ...homeListing().details.realEstate, yearBuilt: 2005, condition: 'good' },
  },
});
const base = `/listings/${HOME_ID}`;
const form = (call: SeenRequest | undefined) => call!.body as FormData;

async function openEdit(routes: Parameters<typeof stubApi>[0], user = { id: SELLER_ID }) {
  const api = stubApi({ [`GET /listings/public/${HOME_ID}`]: ok(stored), ...routes });
  await signInAs(user);
  const view = await renderApp(`${base}/edit`);
  return { api, view };
}

/** Steps 1 → 3 unchanged, then save. */
async function saveFromStepOne() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('wizard-next'));
  await step(2);
  await user.click(screen.getByTestId('wizard-next'));
  await step(3);
  await user.click(screen.getByTestId('wizard-submit'));
}

describe('edit listing page', () => {
  it('prefills the wizard and saves the new price, the status and the kept photos in order', async () => {
    const saved: Listing = {
      ...stored,
      price: 2600000,
      status: 'rented',
      images: [photo(1), photo(3, { position: 1 }), photo(2, { position: 2 })],
    };
    const { api, view } = await openEdit({ [`PUT ${base}`]: ok(saved) });
    await step(1);
    expect(named('title')).toHaveValue('Sunny apartment in Aleppo');
    expect(named('price')).toHaveValue('2500000');
    expect(screen.getAllByTestId('image-tile')).toHaveLength(3);
    // A published listing keeps its category and type.
    expect(named<HTMLSelectElement>('subCategory')).toBeDisabled();

    const user = userEvent.setup();
    await user.clear(named('price'));
    await user.type(named('price'), '2600000');
    await user.selectOptions(named('status'), 'rented');
    await user.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    await saveFromStepOne();

    await waitFor(() => expect(view.router.state.location.pathname).toBe(base));
    const body = form(api.calls('PUT', base)[0]);
    expect(body.get('price')).toBe('2600000');
    expect(body.get('status')).toBe('rented');
    expect(JSON.parse(body.get('existingImages') as string)).toEqual([photo(1).id, photo(3).id, photo(2).id]);
    expect(body.getAll('images')).toEqual([]);
    // The server kept that order and the cover: nothing more to call.
    expect(api.seen.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(await screen.findByText('Listing updated successfully', {}, TOAST_WAIT)).toBeInTheDocument();
  });

  it('saves a listing holding a stored value the form would refuse now, sending it back untouched', async () => {
    const odd = {
      ...stored,
      details: { realEstate: { ...stored.details.realEstate, bathrooms: 1.3, view: 'city' } },
    };
    const api = stubApi({ [`GET /listings/public/${HOME_ID}`]: ok(odd), [`PUT ${base}`]: ok(odd) });
    await signInAs({ id: SELLER_ID });
    const view = await renderApp(`${base}/edit`);
    await step(1);
    await saveFromStepOne();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(base));
    expect(JSON.parse(form(api.calls('PUT', base)[0]).get('details') as string)).toMatchObject({
      bathrooms: 1.3,
      view: 'city',
    });
  });

  it('uploads a new photo and makes it the cover when the seller put it first', async () => {
    const added = photo(4, { position: 3, isPrimary: false });
    const afterPut: Listing = { ...stored, images: [...stored.images, added] };
    const reordered: Listing = {
      ...stored,
      images: [added, photo(1), photo(2), photo(3)].map((image, position) => ({ ...image, position })),
    };
    const final: Listing = {
      ...reordered,
      images: reordered.images.map((image) => ({ ...image, isPrimary: image.id === added.id })),
    };
    const { api } = await openEdit({
      [`PUT ${base}`]: ok(afterPut),
      [`PUT ${base}/images/order`]: ok(reordered),
      [`PUT ${base}/images/${added.id}/primary`]: ok(final),
    });
    await step(1);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('image-input'), [pngFile('new-front.png', 9)]);
    await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Make photo 4 the cover' }));
    await saveFromStepOne();

    await waitFor(() => expect(api.calls('PUT', `${base}/images/${added.id}/primary`)).toHaveLength(1));
    const body = form(api.calls('PUT', base)[0]);
    expect(JSON.parse(body.get('existingImages') as string)).toEqual([photo(1).id, photo(2).id, photo(3).id]);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['new-front.png']);
    expect(api.calls('PUT', `${base}/images/order`)[0]!.body).toEqual({
      imageIds: [added.id, photo(1).id, photo(2).id, photo(3).id],
    });
  });

  it('refuses politely when the signed-in user does not own the listing', async () => {
    await openEdit({}, { id: 'someone-else' });
    expect(await screen.findByTestId('listing-edit-forbidden')).toHaveTextContent(
      'Only the owner of this listing can edit it.',
    );
    expect(screen.queryByTestId('listing-wizard')).not.toBeInTheDocument();
  });
});
