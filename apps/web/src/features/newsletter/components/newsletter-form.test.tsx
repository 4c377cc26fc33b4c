import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

async function subscribe(email: string) {
  await renderApp('/about');
  const form = await screen.findByTestId('newsletter-form');
  await userEvent.type(within(form).getByLabelText('Newsletter'), email);
  await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
  return form;
}

describe('newsletter form', () => {
  it('tells a new subscriber to confirm by mail and sends the address with the language', async () => {
    const fetch = answerWith(200, {
      success: true,
      data: { email: 'a@b.co', created: true, confirmationSent: true },
    });
    const form = await subscribe('A@B.co');
    expect(
      await within(form).findByText(
        'Thank you for subscribing! Check your inbox and open the link we sent to confirm.',
      ),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/newsletter\/subscribe$/);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.co', language: 'en' });
    expect(within(form).getByLabelText('Newsletter')).toHaveValue('');
  });

  it('thanks an address that is already confirmed, with no mail to wait for', async () => {
    answerWith(200, { success: true, data: { email: 'a@b.co', created: false, confirmationSent: false } });
    const form = await subscribe('a@b.co');
    expect(await within(form).findByText('Thank you for subscribing')).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    answerWith(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } });
    const form = await subscribe('a@b.co');
    expect(await within(form).findByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const form = await subscribe('a@b.co');
    expect(await within(form).findByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('rejects a bad email without calling the server', async () => {
    const fetch = answerWith(200, {});
    const form = await subscribe('nope');
    await waitFor(() =>
      expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument(),
    );
    expect(within(form).getByLabelText('Newsletter')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
