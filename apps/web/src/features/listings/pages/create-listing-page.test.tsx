import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import { DRAFT_KEY } from '../form/listing-draft';
import { fillBasics, named, permission, step } from '../form/test/wizard-steps';
import { HOME_ID, homeListing } from '../../../shared/listing/test/detail-fixtures';

afterEach(signOutAndRestore);

const allowed = { 'GET /listings/permission': ok(permission(true)) };
const created = { status: 201, body: { success: true, data: homeListing() } };
const errorOf = (name: string) => named(name).closest('div')?.parentElement?.textContent ?? '';

async function openWizard(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ ...allowed, 'POST /listings': created, ...routes });
  await signInAs();
  const view = await renderApp('/listings/create');
  await step(1);
  return { api, view };
}

describe('create listing wizard', () => {
  it('publishes a listing as multipart: fields, category and details as JSON, photos in order', async () => {
    const { api, view } = await openWizard();
    const user = await fillBasics({ price: '٣٥,٠٠٠' });
    await user.click(screen.getByTestId('wizard-next'));
    await step(2);
    await user.type(named('size'), '500');
    await user.click(screen.getByTestId('wizard-next'));

    const review = await step(3);
    expect(within(review).getByTestId('review-title')).toHaveTextContent('Plot near the airport road');
    expect(within(review).getByTestId('review-price')).toHaveTextContent('US$35,000');
    expect(within(review).getByTestId('review-location')).toHaveTextContent('Mezzeh, Damascus');
    expect(within(review).getByTestId('review-category')).toHaveTextContent('Real estate · Land');
    expect(within(review).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByTestId('wizard-submit'));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/listingsuccess'));
    const [call] = api.calls('POST', '/listings');
    const body = call!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'Plot near the airport road',
      description: 'Flat, fenced, with a well.',
      price: '35000',
      currency: 'USD',
      listingAction: 'RENT',
      location: '',
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      latitude: '',
      longitude: '',
      category: JSON.stringify({ mainCategory: 'realEstate', subCategory: 'LAND' }),
      details: expect.any(String) as string,
    });
    expect(JSON.parse(body.get('details') as string)).toMatchObject({ propertyType: 'LAND', size: 500 });
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['front.png', 'back.png']);

    expect(view.router.state.location.search).toBe(`?id=${HOME_ID}`);
    expect(await screen.findByTestId('listing-success')).toHaveTextContent('Your listing is published');
    expect(screen.getByTestId('success-view-listing')).toHaveAttribute('href', `/listings/${HOME_ID}`);
    expect(screen.getByTestId('success-create-another')).toHaveAttribute('href', '/listings/create');
    expect(await screen.findByText('Listing created successfully!', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("stops at step 1 with the spec's messages, focus on the first problem, and sends nothing", async () => {
    const { api } = await openWizard();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('wizard-next'));

    const first = await step(1);
    expect(first).toHaveTextContent('Title is required');
    expect(first).toHaveTextContent('Description is required');
    expect(first).toHaveTextContent('Valid price is required');
    expect(first).toHaveTextContent('Location is required');
    expect(first).toHaveTextContent('At least one image is required');
    // Said once: not again by the picker's advice.
    expect(within(screen.getByTestId('image-picker')).queryAllByText(/at least one image/i)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Vehicles' })));
    // Nothing typed yet: no draft to offer back on the next visit.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    await user.type(named('price'), '12abc');
    await user.click(screen.getByTestId('wizard-next'));
    expect(errorOf('price')).toContain('Invalid price format');
    expect(api.calls('POST', '/listings')).toHaveLength(0);
  });

  it.each([
    [
      'a phone in Arabic-Indic digits, spaced',
      'أرض للبيع ٠٩٣٣ ١٢٣ ٤٥٦',
      'may not contain phone numbers, links',
    ],
    ['a dashed phone', 'Plot, call 0933-123-456', 'may not contain phone numbers, links'],
    ['a link', 'Plot, photos at www.plots-sy.com', 'may not contain phone numbers, links'],
    ['a blocked word', 'Plot with hashish field', 'contains words that are not allowed'],
  ])('refuses a title with %s before sending, in the server’s words', async (_what, title, message) => {
    const { api } = await openWizard();
    const user = await fillBasics({ title });
    await user.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(errorOf('title')).toContain(message));
    expect(screen.getByTestId('wizard-step-1')).toBeInTheDocument();

    await user.clear(named('title'));
    await user.type(named('title'), 'Plot near the airport road');
    await user.click(screen.getByTestId('wizard-next'));
    expect(await step(2)).toBeInTheDocument();
    expect(api.calls('POST', '/listings')).toHaveLength(0);
  });

  it('asks for every required detail of the type by its name on step 2', async () => {
    const { api } = await openWizard();
    const user = await fillBasics();
    await user.click(screen.getByTestId('listing-category-vehicles'));
    await user.selectOptions(named('subCategory'), 'CAR');
    await user.click(screen.getByTestId('wizard-next'));
    await step(2);
    await user.click(screen.getByTestId('wizard-next'));
    const details = await step(2);
    expect(details).toHaveTextContent('Make is required');
    expect(details).toHaveTextContent('Model is required');
    await waitFor(() => expect(document.activeElement).toBe(named('make')));
    expect(api.calls('POST', '/listings')).toHaveLength(0);
  });

  it.each([
    [
      'a field error on its field and step',
      fail(400, 'VALIDATION_ERROR', { fields: [{ path: 'title', key: 'tooLong', params: { max: 200 } }] }),
      'title',
      'Must be at most 200 characters',
    ],
    [
      'a refused photo by its file name',
      fail(415, 'IMAGE_INVALID_TYPE', { file: 'back.png' }),
      'images',
      'back.png: Invalid file type',
    ],
    [
      'a trust rule on the field it names',
      fail(400, 'CONTACT_DETAILS_IN_DESCRIPTION', { field: 'description' }),
      'description',
      'The description may not contain phone numbers',
    ],
  ])('puts what the server refuses back on the form: %s', async (_name, answer, field, message) => {
    await openWizard({ 'POST /listings': answer });
    const user = await fillBasics();
    await user.click(screen.getByTestId('wizard-next'));
    await user.type(named('size'), '500');
    await user.click(screen.getByTestId('wizard-next'));
    await step(3);
    await user.click(screen.getByTestId('wizard-submit'));

    const first = await step(1);
    await waitFor(() => expect(first).toHaveTextContent(message));
    const target = field === 'images' ? screen.getByTestId('image-input') : named(field);
    await waitFor(() => expect(document.activeElement).toBe(target));
  });

  it('shows the premium gate instead of the wizard to a user at their quota, and files a request', async () => {
    const api = stubApi({
      'GET /listings/permission': ok(permission(false)),
      'GET /subscriptions/premium': ok(null),
      'POST /subscriptions/premium': {
        status: 201,
        body: {
          success: true,
          data: {
            id: 'r1',
            plan: 'premium',
            status: 'pending',
            createdAt: '2026-01-01T00:00:00Z',
            decidedAt: null,
          },
        },
      },
    });
    await signInAs();
    await renderApp('/listings/create');
    const gate = await screen.findByTestId('listing-gate');
    expect(gate).toHaveTextContent('Free accounts cannot post listings on the website.');
    expect(screen.queryByTestId('wizard-step-1')).not.toBeInTheDocument();
    expect(within(gate).getByRole('link', { name: 'Download App' })).toHaveAttribute('href', '/about');

    await userEvent.click(within(gate).getByRole('button', { name: 'Subscribe Premium' }));
    expect(await screen.findByTestId('gate-pending')).toHaveTextContent('Your premium request is pending.');
    expect(api.calls('POST', '/subscriptions/premium')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Subscribe Premium' })).not.toBeInTheDocument();
  });

  it('shows the gate when the server refuses the listing for the quota', async () => {
    await openWizard({
      'POST /listings': fail(403, 'LISTING_QUOTA_EXCEEDED', { quota: 0 }),
      'GET /subscriptions/premium': ok(null),
    });
    const user = await fillBasics();
    await user.click(screen.getByTestId('wizard-next'));
    await user.type(named('size'), '500');
    await user.click(screen.getByTestId('wizard-next'));
    await user.click(await screen.findByTestId('wizard-submit'));
    expect(await screen.findByTestId('listing-gate')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-wizard')).not.toBeInTheDocument();
  });

  it('restores the draft after a reload, and starts over on request', async () => {
    const { view } = await openWizard();
    const user = await fillBasics();
    await user.click(screen.getByTestId('wizard-next'));
    await step(2);
    view.unmount();

    await renderApp('/listings/create');
    const restored = await screen.findByTestId('draft-restored');
    expect(restored).toHaveTextContent('Draft restored');
    await step(2);
    await user.click(screen.getByTestId('wizard-back'));
    expect(named('title')).toHaveValue('Plot near the airport road');
    expect(named('price')).toHaveValue('35000');
    expect(named<HTMLSelectElement>('subCategory')).toHaveValue('LAND');

    await user.click(within(restored).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(named('title')).toHaveValue(''));
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
