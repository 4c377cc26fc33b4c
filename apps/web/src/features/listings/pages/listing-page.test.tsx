import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_DATA_ELEMENT } from '@souqna/contracts';
import { changeLanguage, i18n } from '../../../shared/lib/i18n';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import {
  HOME_ID,
  homeListing,
  photo,
  SELLER_ID,
  VEHICLE_ID,
  vehicleListing,
} from '../../../shared/listing/test/detail-fixtures';

afterEach(signOutAndRestore);

const api = (id: string) => `/listings/public/${id}`;
const label = (key: string) => i18n.t(`listing-fields:${key}`);
const detail = (field: string) => screen.getByTestId(`detail-${field}`);

describe('listing detail page', () => {
  it('shows a vehicle: price, key facts, every filled detail, description and seller', async () => {
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing()) });
    await renderApp(`/listings/${VEHICLE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2015' })).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('US$8,500');
    expect(screen.getByTestId('listing-place')).toHaveTextContent('Mezzeh, Damascus');
    expect(screen.getByTestId('listing-views')).toHaveTextContent('42 views');
    const facts = screen.getByTestId('listing-key-facts');
    expect(facts).toHaveTextContent('2015');
    expect(facts).toHaveTextContent('120,000 km');

    expect(detail('make')).toHaveTextContent('Toyota');
    expect(detail('model')).toHaveTextContent('Corolla');
    expect(detail('horsepower')).toHaveTextContent('132 hp');
    expect(detail('accidentFree')).toHaveTextContent('Yes');
    expect(detail('customsCleared')).toHaveTextContent('No');
    expect(detail('plateType')).toHaveTextContent(label('values.plateType.private'));
    // Equipment that is on is listed by name; equipment that is off is not.
    expect(within(screen.getByTestId('detail-items-safety')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('detail-items-safety')).toHaveTextContent(label('fields.abs'));
    expect(screen.queryByTestId('detail-group-comfort')).not.toBeInTheDocument();
    expect(screen.getByTestId('detail-items-features')).toHaveTextContent('Tinted windows');
    // No label shows its translation key.
    expect(screen.getByTestId('listing-detail').textContent).not.toMatch(/\b(fields|values|groups)\.\w/);

    const description = screen.getByTestId('listing-description').querySelector('p')!;
    expect(description.textContent).toBe('One owner.\nFull service history at the agency.');
    // Each line of it takes its own direction (unicode-bidi: plaintext), for bilingual texts.
    expect(description).toHaveClass('text-user');
    expect(screen.getByTestId('seller-name')).toHaveTextContent('Sham Motors');
    // Typed texts keep their own direction: in the other language's page an ellipsis or a full
    // stop lands at their own end.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('listing-place')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('seller-name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('seller-since')).toHaveTextContent('Member since 1 May 2024');
    expect(screen.getByTestId('seller-profile-link')).toHaveAttribute('href', `/profile/${SELLER_ID}`);
    expect(screen.getByRole('img', { name: 'Profile picture of Sham Motors' })).toHaveTextContent('S');
    expect(screen.queryByTestId('listing-status-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toyota Corolla 2015 · Souqna'));
  });

  it('shows the listing the HTML carries at once, then the answer of its own request', async () => {
    // What the server writes into /listings/{id} (listings.seo.ts): the listing as anyone sees it.
    const served = document.createElement('script');
    served.type = 'application/json';
    served.id = LISTING_DATA_ELEMENT;
    served.textContent = JSON.stringify(vehicleListing({ title: 'As served with the page' }));
    document.body.append(served);
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing()) });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementation(async (...request) => {
      asked.push(new URL(String(request[0])).pathname);
      await held;
      return answer(...request);
    });
    await renderApp(`/listings/${VEHICLE_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'As served with the page' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('listing-loading')).not.toBeInTheDocument();
    // The page still asks the API (which counts the view and knows the reader), and shows its answer.
    expect(asked).toContain(`/api${api(VEHICLE_ID)}`);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla 2015' })).toBeInTheDocument();
    expect(document.getElementById(LISTING_DATA_ELEMENT)).toBeNull();
  });

  it('shows a real-estate listing in its own currency, with its facts and map point', async () => {
    stubApi({ [`GET ${api(HOME_ID)}`]: ok(homeListing()) });
    await renderApp(`/listings/${HOME_ID}`);

    expect(await screen.findByTestId('listing-price')).toHaveTextContent('SYP 2,500,000');
    expect(screen.getByTestId('listing-place')).toHaveTextContent('Aleppo');
    const facts = screen.getByTestId('listing-key-facts');
    expect(facts).toHaveTextContent('140 m²');
    expect(facts).toHaveTextContent('1.5');
    expect(detail('furnished')).toHaveTextContent('No');
    expect(detail('titleDeedType')).toHaveTextContent(label('values.titleDeedType.greenTabu'));
    expect(screen.getByTestId('detail-items-amenities')).toHaveTextContent('Elevator');
    expect(screen.getByTestId('listing-coordinates')).toHaveTextContent('36.20210, 37.13430');
    expect(screen.getByTestId('listing-geo-link')).toHaveAttribute('href', 'geo:36.2021,37.1343');
  });

  it('shows a private seller by name and picture only: no member-since date', async () => {
    const seller = { privateProfile: true, username: undefined, memberSince: undefined };
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing({ seller })) });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('seller-name')).toHaveTextContent('Sham Motors');
    expect(screen.queryByTestId('seller-since')).not.toBeInTheDocument();
    expect(screen.getByTestId('seller-card').textContent).not.toMatch(/Member since|undefined|Invalid/);
    expect(screen.getByTestId('seller-profile-link')).toHaveAttribute('href', `/profile/${SELLER_ID}`);
  });

  it('marks a sold listing over the photos and beside the price', async () => {
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing({ status: 'sold' })) });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('listing-status-badge')).toHaveTextContent('Sold');
    expect(screen.getByTestId('listing-status-overlay')).toHaveTextContent('Sold');
  });

  it.each([
    [404, 'LISTING_NOT_FOUND'],
    [400, 'VALIDATION_ERROR'],
  ])('says "Listing not found" on a %i, with a way home', async (status, code) => {
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: fail(status, code) });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('listing-not-found')).toHaveTextContent('Listing not found');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when loading fails otherwise', async () => {
    let calls = 0;
    stubApi({
      [`GET ${api(VEHICLE_ID)}`]: () => (++calls <= 2 ? fail(500, 'INTERNAL_ERROR') : ok(vehicleListing())),
    });
    await renderApp(`/listings/${VEHICLE_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
    expect(await screen.findByTestId('listing-price')).toHaveTextContent('US$8,500');
  });
});

describe('listing detail page for its owner', () => {
  it('shows the owner tools only to the owner and admins', async () => {
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing()) });
    await signInAs({ id: 'someone-else' });
    const view = await renderApp(`/listings/${VEHICLE_ID}`);
    await screen.findByTestId('listing-price');
    expect(screen.queryByTestId('owner-actions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('listing-edit')).not.toBeInTheDocument();
    view.unmount();

    await signInAs({ id: 'admin-1', role: 'ADMIN' });
    const admin = await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('listing-edit')).toHaveAttribute('href', `/listings/${VEHICLE_ID}/edit`);
    admin.unmount();

    await signInAs({ id: SELLER_ID });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('owner-actions')).toBeInTheDocument();
    // Nobody messages or reports themselves.
    expect(screen.queryByTestId('listing-message')).not.toBeInTheDocument();
    expect(screen.queryByTestId('listing-report')).not.toBeInTheDocument();
  });

  it('marks the listing sold with a status-only PUT', async () => {
    let listing = vehicleListing();
    const calls = stubApi({
      [`GET ${api(VEHICLE_ID)}`]: () => ok(listing),
      [`PUT /listings/${VEHICLE_ID}`]: () => ok((listing = vehicleListing({ status: 'sold' }))),
    });
    await signInAs({ id: SELLER_ID });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(screen.queryByTestId('listing-mark-rented')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('listing-mark-sold'));

    expect(await screen.findByTestId('listing-status-badge')).toHaveTextContent('Sold');
    const [put] = calls.calls('PUT', `/listings/${VEHICLE_ID}`);
    expect([...(put!.body as FormData).entries()]).toEqual([['status', 'sold']]);
    expect(await screen.findByText('Marked as sold', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('listing-reactivate')).toBeInTheDocument();
  });

  it('offers "mark as rented" on a rental, and tells the owner when it is hidden', async () => {
    stubApi({ [`GET ${api(HOME_ID)}`]: ok(homeListing()) });
    await signInAs({ id: SELLER_ID });
    await renderApp(`/listings/${HOME_ID}`);
    expect(await screen.findByTestId('listing-mark-rented')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-mark-sold')).not.toBeInTheDocument();
  });

  it('notes a pending listing is not public, and offers no way around the review', async () => {
    stubApi({ [`GET ${api(HOME_ID)}`]: ok(homeListing({ status: 'pending' })) });
    await signInAs({ id: SELLER_ID });
    await renderApp(`/listings/${HOME_ID}`);
    expect(await screen.findByTestId('listing-status-note')).toHaveTextContent('waiting for review');
    expect(screen.queryByTestId('listing-reactivate')).not.toBeInTheDocument();
  });

  it('tells the owner of a rejected listing why, in their language, and leads to the fix', async () => {
    const rejected = vehicleListing({
      status: 'inactive',
      rejection: { reason: 'contact', note: 'Remove the phone number from the title.' },
    });
    stubApi({ [`GET ${api(VEHICLE_ID)}`]: ok(rejected) });
    await signInAs({ id: SELLER_ID });
    await changeLanguage('ar');
    try {
      await renderApp(`/listings/${VEHICLE_ID}`);
      const notice = await screen.findByTestId('moderation-rejected');
      expect(notice).toHaveTextContent('لم تتم الموافقة');
      expect(notice).toHaveTextContent('السبب: بيانات اتصال أو روابط داخل النص');
      expect(notice).toHaveTextContent('Remove the phone number from the title.');
      expect(screen.getByTestId('moderation-resubmit')).toHaveAttribute(
        'href',
        `/listings/${VEHICLE_ID}/edit`,
      );
      // Not "reactivate it": a rejected listing goes back through review, after an edit.
      expect(screen.queryByTestId('listing-status-note')).toBeNull();
      expect(screen.queryByTestId('listing-reactivate')).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });

  it('makes another photo the cover', async () => {
    const second = photo(2);
    const calls = stubApi({
      [`GET ${api(VEHICLE_ID)}`]: ok(vehicleListing()),
      [`PUT /listings/${VEHICLE_ID}/images/${second.id}/primary`]: ok(
        vehicleListing({
          images: [{ ...second, isPrimary: true }, { ...photo(1), isPrimary: false }, photo(3)],
        }),
      ),
    });
    await signInAs({ id: SELLER_ID });
    await renderApp(`/listings/${VEHICLE_ID}`);
    expect(await screen.findByTestId('gallery-is-cover')).toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('gallery-thumbnail')[1]!);
    await userEvent.click(screen.getByTestId('gallery-set-primary'));

    expect(await screen.findByText('Cover photo updated', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(calls.calls('PUT', `/listings/${VEHICLE_ID}/images/${second.id}/primary`)).toHaveLength(1);
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('1 / 3');
    expect(within(screen.getByTestId('gallery-open')).getByRole('img')).toHaveAttribute(
      'src',
      second.cardUrl,
    );
  });
});
