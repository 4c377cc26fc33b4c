import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// Its own file: the lock is shared by the login and register forms for the whole visit.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('rate-limit lock (spec section 4)', () => {
  it('locks login and register for 30 s after a RATE_LIMIT answer, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = answerWith(429, {
      success: false,
      error: { code: 'RATE_LIMIT', message: 'Rate limit exceeded' },
    });
    const { router } = await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'user@souqna.example');
    await user.type(screen.getByLabelText('Password'), 'Souqna#User2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Too many login attempts. Please try again later.',
    );
    expect(screen.getByTestId('rate-limit-wait')).toHaveTextContent(
      'Please wait 30 seconds before trying again',
    );
    expect(screen.getByTestId('login-submit')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('rate-limit-wait')).toHaveTextContent(
      'Please wait 20 seconds before trying again',
    );

    // Register shares the lock.
    await act(() => router.navigate('/register'));
    expect(await screen.findByTestId('register-submit')).toBeDisabled();
    expect(screen.getByTestId('rate-limit-wait')).toHaveTextContent(/Please wait (19|20) seconds/);

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.queryByTestId('rate-limit-wait')).not.toBeInTheDocument();
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the register text for a RATE_LIMIT at registration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() + 60_000 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answerWith(429, { success: false, error: { code: 'RATE_LIMIT', message: 'x' } }, { 'Retry-After': '45' });
    await renderApp('/register');
    await user.type(screen.getByLabelText('Full name'), 'Maya Saleh');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Souqna#Maya2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Souqna#Maya2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      'Too many registration attempts. Please try again later.',
    );
    // The server asked for longer than 30 s: its Retry-After wins.
    expect(screen.getByTestId('rate-limit-wait')).toHaveTextContent(
      'Please wait 45 seconds before trying again',
    );
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });
});
