import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/lib/i18n';
import { getSessionUser } from '../../../shared/lib/session';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { authSession, resetSession } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await resetSession();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const failure = (status: number, code: string, details?: unknown, headers?: Record<string, string>) =>
  answerWith(status, { success: false, error: { code, message: 'server text', details } }, headers);
const sentBody = (fetch: ReturnType<typeof answerWith>, index = 0) =>
  JSON.parse(String(fetch.mock.calls[index]![1]?.body)) as unknown;

describe('verify-code page', () => {
  it('signs in with the code, Arabic digits and spaces welcome, and goes where the person was heading', async () => {
    const session = authSession();
    const fetch = answerWith(200, { success: true, data: session });
    const { router } = await renderApp(
      '/verify-code?email=maya%40example.com&reason=sent&redirect=%2Fsaved-listings',
    );
    await userEvent.type(screen.getByLabelText('Verification code'), '١٢٣ ٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-listings'));
    expect(sentBody(fetch)).toEqual({ email: 'maya@example.com', code: '123456' });
    expect(getSessionUser()).toEqual(session.user);
  });

  it('says a wrong code is wrong, with the attempts left', async () => {
    failure(400, 'INVALID_CODE', { attemptsLeft: 3 });
    await renderApp('/verify-code?email=maya%40example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('The code is wrong or has expired. 3 attempts left.')).toBeInTheDocument();
    expect(getSessionUser()).toBeNull();
  });

  it('refuses a short code without calling the server', async () => {
    const fetch = answerWith(200, { success: true, data: authSession() });
    await renderApp('/verify-code?email=maya%40example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Enter the 6-digit code from the email')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says an expired code was replaced by a new one', async () => {
    failure(403, 'VERIFICATION_EXPIRED', { email: 'maya@example.com' });
    await renderApp('/verify-code?email=maya%40example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByTestId('verify-notice')).toHaveTextContent(
      'Your verification expired. We sent you a new code.',
    );
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByTestId('resend-code')).toBeDisabled();
  });

  it('lets the person ask for a new code once the minute has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = answerWith(200, { success: true, data: { sent: true } });
    await renderApp('/verify-code?email=maya%40example.com&reason=sent');
    const resend = screen.getByTestId('resend-code');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('Send a new code in 60 seconds');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toHaveTextContent('Send a new code in 30 seconds');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent('Send a new code');
    await user.click(resend);
    await waitFor(() => expect(resend).toHaveTextContent(/Send a new code in (59|60) seconds/));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/auth\/resend-verification$/);
    expect(sentBody(fetch)).toEqual({ email: 'maya@example.com' });
  });

  it('asks for the email when the link did not carry it', async () => {
    const fetch = answerWith(200, { success: true, data: authSession() });
    await renderApp('/verify-code');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({ email: 'maya@example.com', code: '123456' });
  });
});

describe('verify-email page (the mail link)', () => {
  it('sends the token once, signs in and goes home', async () => {
    const session = authSession();
    const fetch = answerWith(200, { success: true, data: session });
    const token = 'a'.repeat(43);
    const { router } = await renderApp(`/verify-email?token=${token}&email=maya%40example.com`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Signed in, the top bar asks for unread messages and notifications too: the link is sent once.
    const verifications = fetch.mock.calls.filter(([url]) => String(url).includes('/api/auth/'));
    expect(verifications).toHaveLength(1);
    expect(sentBody(fetch)).toEqual({ token });
    expect(getSessionUser()).toEqual(session.user);
  });

  it('says a used link is invalid and offers the code instead', async () => {
    failure(400, 'INVALID_CODE', { reason: 'invalid' });
    const { router } = await renderApp(`/verify-email?token=${'b'.repeat(43)}&email=maya%40example.com`);
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent(
      'This link is invalid or has already been used.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Enter the code instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    expect(router.state.location.search).toBe('?email=maya%40example.com');
  });

  it('says an expired link was replaced by a new code', async () => {
    failure(403, 'VERIFICATION_EXPIRED', { email: 'maya@example.com' });
    await renderApp(`/verify-email?token=${'c'.repeat(43)}`);
    expect(await screen.findByTestId('verify-email-error')).toHaveTextContent(
      'Your verification expired. We sent you a new code.',
    );
    expect(screen.getByRole('link', { name: 'Enter the code instead' })).toHaveAttribute(
      'href',
      '/verify-code?email=maya%40example.com&reason=expired',
    );
  });

  it('says a link without its token is incomplete, calling nothing', async () => {
    const fetch = answerWith(200, { success: true, data: authSession() });
    await renderApp('/verify-email');
    expect(screen.getByTestId('verify-email-error')).toHaveTextContent('This link is incomplete.');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('password reset', () => {
  it('mails a code, then sets the new password and sends the person to log in', async () => {
    const fetch = answerWith(200, { success: true, data: { sent: true } });
    const { router } = await renderApp('/password-reset');
    await userEvent.type(screen.getByLabelText('Email'), 'user@souqna.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-reset-verification'));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/auth\/password-reset\/request$/);
    expect(await screen.findByTestId('sent-to-email')).toHaveTextContent('user@souqna.example');

    fetch.mockRestore();
    const confirm = answerWith(200, { success: true, data: { message: 'ok' } });
    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'Souqna#New2026');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Souqna#New2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(confirm.mock.calls[0]![1]?.body))).toEqual({
      email: 'user@souqna.example',
      code: '654321',
      newPassword: 'Souqna#New2026',
    });
    expect(await screen.findByTestId('password-changed')).toHaveTextContent(
      'Your password has been changed. Log in with your new password.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('user@souqna.example');
  });

  it('puts a wrong code on the code field', async () => {
    failure(400, 'INVALID_CODE');
    await renderApp('/password-reset-verification?email=user%40souqna.example');
    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.type(screen.getByLabelText('New password'), 'Souqna#New2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Souqna#New2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says on the new password that it must differ from the current one (PASSWORD_REUSED), in both languages', async () => {
    failure(400, 'PASSWORD_REUSED');
    for (const [language, text] of [
      ['en', 'The new password must differ from the current one.'],
      ['ar', 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.'],
    ] as const) {
      await i18n.changeLanguage(language);
      const view = await renderApp('/password-reset-verification?email=user%40souqna.example');
      await userEvent.type(screen.getByTestId('reset-code'), '654321');
      await userEvent.type(screen.getByTestId('reset-password'), 'Souqna#User2026');
      await userEvent.type(screen.getByTestId('reset-confirm'), 'Souqna#User2026');
      await userEvent.click(screen.getByTestId('reset-submit'));
      const field = screen.getByTestId('reset-password');
      await waitFor(() => expect(field).toHaveAccessibleDescription(text));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      // Said once, on the field; the code was right, so it is left alone.
      expect(screen.getAllByText(text)).toHaveLength(1);
      expect(screen.getByTestId('reset-code')).toHaveAttribute('aria-invalid', 'false');
      view.unmount();
    }
  });

  it('checks the new password and its confirmation first', async () => {
    const fetch = answerWith(200, { success: true, data: { message: 'ok' } });
    await renderApp('/password-reset-verification?email=user%40souqna.example');
    const form = screen.getByTestId('password-reset-verification-form');
    await userEvent.type(within(form).getByLabelText('Verification code'), '111111');
    await userEvent.type(within(form).getByLabelText('New password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
