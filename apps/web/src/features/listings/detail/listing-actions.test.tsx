import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import { VEHICLE_ID, vehicleListing } from '../../../shared/listing/test/detail-fixtures';

afterEach(async () => {
  await signOutAndRestore();
  vi.unstubAllGlobals();
});

const GET = `GET /listings/public/${VEHICLE_ID}`;
const REPORT = `/listings/${VEHICLE_ID}/report`;
const PAGE = `/listings/${VEHICLE_ID}`;

describe('contact and message', () => {
  it('shows the phone only when the seller lets it be seen', async () => {
    stubApi({ [GET]: ok(vehicleListing({ seller: { phone: '+963 944 123 456' } })) });
    await renderApp(PAGE);
    const call = await screen.findByTestId('listing-call');
    expect(call).toHaveAttribute('href', 'tel:+963944123456');
    expect(call).toHaveTextContent('+963 944 123 456');
    const whatsapp = screen.getByTestId('listing-whatsapp');
    expect(whatsapp).toHaveTextContent('WhatsApp the seller');
    const link = new URL(whatsapp.getAttribute('href')!);
    expect(link.origin + link.pathname).toBe('https://wa.me/963944123456');
    expect(link.searchParams.get('text')).toContain('Toyota Corolla 2015');
    expect(link.searchParams.get('text')).toContain(`/listings/${VEHICLE_ID}`);
    expect(screen.queryByTestId('listing-contact-note')).not.toBeInTheDocument();
  });

  it('says so when the seller shows no phone: messages preferred, or no way to reach them', async () => {
    stubApi({ [GET]: ok(vehicleListing()) });
    const view = await renderApp(PAGE);
    expect(await screen.findByTestId('listing-contact-note')).toHaveTextContent(
      'This seller does not show a phone number and prefers to be contacted by message.',
    );
    expect(screen.queryByTestId('listing-whatsapp')).not.toBeInTheDocument();
    view.unmount();

    stubApi({ [GET]: ok(vehicleListing({ seller: { allowMessaging: false } })) });
    await renderApp(PAGE);
    expect(await screen.findByTestId('listing-contact-note')).toHaveTextContent(
      'This seller shows no phone number and takes no messages.',
    );
  });

  it('has no call button without a phone, and sends a visitor to log in before messaging', async () => {
    stubApi({ [GET]: ok(vehicleListing()) });
    await renderApp(PAGE);
    expect(await screen.findByTestId('listing-message')).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.queryByTestId('listing-call')).not.toBeInTheDocument();
  });

  it('leads a signed-in reader to the conversation about the listing, unless the seller does not take messages', async () => {
    stubApi({ [GET]: ok(vehicleListing()) });
    await signInAs({ id: 'reader-1' });
    const view = await renderApp(PAGE);
    expect(await screen.findByTestId('listing-message')).toHaveAttribute(
      'href',
      `/messages?listing=${vehicleListing().id}&seller=${vehicleListing().userId}`,
    );
    view.unmount();

    stubApi({ [GET]: ok(vehicleListing({ seller: { allowMessaging: false } })) });
    await renderApp(PAGE);
    await screen.findByTestId('listing-price');
    expect(screen.queryByTestId('listing-message')).not.toBeInTheDocument();
  });
});

describe('report', () => {
  it('sends a visitor to log in first', async () => {
    stubApi({ [GET]: ok(vehicleListing()) });
    await renderApp(PAGE);
    expect(await screen.findByTestId('listing-report')).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAGE)}`,
    );
  });

  it('asks for a reason, posts it with the details, and thanks the reader', async () => {
    const api = stubApi({ [GET]: ok(vehicleListing()), [`POST ${REPORT}`]: ok({ id: 'r1', message: 'ok' }) });
    await signInAs({ id: 'reader-1' });
    await renderApp(PAGE);
    await userEvent.click(await screen.findByTestId('listing-report'));
    const dialog = await screen.findByTestId('report-dialog');
    await userEvent.click(within(dialog).getByTestId('report-submit'));
    expect(within(dialog).getByTestId('report-problem')).toHaveTextContent('Please choose a reason');
    expect(api.calls('POST', REPORT)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fraud or scam' }));
    await userEvent.type(within(dialog).getByTestId('report-details'), 'Asks for a deposit by transfer');
    await userEvent.click(within(dialog).getByTestId('report-submit'));

    expect(
      await screen.findByText('Thank you. Our team will review this listing.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('POST', REPORT)[0]!.body).toEqual({
      reason: 'FRAUD',
      details: 'Asks for a deposit by transfer',
    });
    expect(screen.queryByTestId('report-dialog')).not.toBeInTheDocument();
  });

  it('says kindly that the listing was already reported (409)', async () => {
    stubApi({ [GET]: ok(vehicleListing()), [`POST ${REPORT}`]: fail(409, 'DUPLICATE_REPORT') });
    await signInAs({ id: 'reader-1' });
    await renderApp(PAGE);
    await userEvent.click(await screen.findByTestId('listing-report'));
    const dialog = await screen.findByTestId('report-dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or duplicate' }));
    await userEvent.click(within(dialog).getByTestId('report-submit'));
    expect(await within(dialog).findByTestId('report-problem')).toHaveTextContent(
      'You have already reported this listing. Thank you: our team is looking into it.',
    );
  });
});

describe('share', () => {
  it('uses the device’s share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    stubApi({ [GET]: ok(vehicleListing()) });
    await renderApp(PAGE);
    await userEvent.click(await screen.findByTestId('listing-share'));
    expect(share).toHaveBeenCalledWith({
      title: 'Toyota Corolla 2015',
      url: `${window.location.origin}${PAGE}`,
    });
  });

  it('otherwise offers a menu that copies the link and opens the messaging apps', async () => {
    const user = userEvent.setup();
    stubApi({ [GET]: ok(vehicleListing()) });
    await renderApp(PAGE);
    await user.click(await screen.findByTestId('listing-share'));
    const menu = await screen.findByTestId('share-menu');
    const url = `${window.location.origin}${PAGE}`;
    expect(within(menu).getByTestId('share-whatsapp')).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Toyota Corolla 2015 ${url}`)}`,
    );
    expect(within(menu).getByTestId('share-telegram').getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(within(menu).getByTestId('share-facebook').getAttribute('href')).toContain(
      encodeURIComponent(url),
    );

    await user.click(within(menu).getByTestId('share-copy'));
    expect(await screen.findByText('Link copied', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
