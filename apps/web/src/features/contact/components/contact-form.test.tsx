import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

// The API is the edge of this unit: fetch is replaced, the form and its validation are real.
const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

afterEach(() => vi.restoreAllMocks());

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

describe('contact form', () => {
  it('shows translated field errors for bad input and sends nothing', async () => {
    const fetch = answer(201, { success: true, data: { id: 'x', createdAt: '' } });
    renderApp('/contact');
    await screen.findByTestId('contact-form');
    await fill({ 'Your name': '', Email: 'not-an-email', Subject: 'Hi', Message: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends good input and shows the success state', async () => {
    const fetch = answer(201, { success: true, data: { id: 'x', createdAt: '' } });
    renderApp('/contact');
    await screen.findByTestId('contact-form');
    await fill({
      'Your name': 'Maya',
      Email: 'maya@example.com',
      Subject: 'Hello',
      Message: 'A question about selling my car',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('contact-success')).toHaveTextContent('Thank you');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/contact$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      subject: 'Hello',
      message: 'A question about selling my car',
    });
  });

  it('shows server field errors by their key', async () => {
    answer(400, {
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: { fields: [{ path: 'email', key: 'emailInvalid', message: 'x' }] },
      },
    });
    renderApp('/contact');
    await screen.findByTestId('contact-form');
    await fill({
      'Your name': 'Maya',
      Email: 'maya@example.com',
      Subject: 'Hello',
      Message: 'A question about selling my car',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});

describe('newsletter form', () => {
  it('thanks the subscriber', async () => {
    answer(200, { success: true, data: { email: 'a@b.co', created: true } });
    renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Newsletter'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing')).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    answer(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Newsletter'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('rejects a bad email without calling the server', async () => {
    const fetch = answer(200, {});
    renderApp('/about');
    await userEvent.type(await screen.findByLabelText('Newsletter'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });
});
