import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('/newsletter/confirm', () => {
  it('sends the token once and says the address is confirmed', async () => {
    const fetch = answerWith(200, { success: true, data: { email: 'huda@example.com' } });
    await renderApp('/newsletter/confirm?token=abc123');
    expect(await screen.findByText(/Your subscription is confirmed/)).toHaveTextContent('huda@example.com');
    const calls = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/newsletter/confirm'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ token: 'abc123' });
  });

  it('explains a used or unknown link', async () => {
    answerWith(400, { success: false, error: { code: 'NEWSLETTER_TOKEN_INVALID', message: 'x' } });
    await renderApp('/newsletter/confirm?token=used');
    expect(
      await screen.findByText('This confirmation link is not valid. Please subscribe again.'),
    ).toBeInTheDocument();
  });

  it('says what to do when the link has no token', async () => {
    await renderApp('/newsletter/confirm');
    expect(await screen.findByText(/This link has no token/)).toBeInTheDocument();
  });
});
