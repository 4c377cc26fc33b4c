import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const failure = (status: number, code: string, details?: unknown) =>
  answerWith(status, { success: false, error: { code, message: 'server text', details } });

async function fill(values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>) {
  const labels = { name: 'Full name', email: 'Email', password: 'Password', confirm: 'Confirm password' };
  for (const [field, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
  }
}

const GOOD = {
  name: 'Maya Saleh',
  email: 'Maya.Saleh@example.com',
  password: 'Souqna#Maya2026',
  confirm: 'Souqna#Maya2026',
};

describe('register page', () => {
  it('derives the username from the email until the person edits it', async () => {
    await renderApp('/register');
    const username = screen.getByLabelText('Username');
    await fill({ email: 'Maya.Saleh@example.com' });
    expect(username).toHaveValue('maya.saleh');
    await userEvent.clear(username);
    await userEvent.type(username, 'maya_s');
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(username).toHaveValue('maya_s');
  });

  it('rates the password and ticks the five rules as they are met', async () => {
    await renderApp('/register');
    const meter = screen.getByTestId('password-strength');
    const rule = (name: string) => within(meter).getByText(name).closest('li');
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await fill({ password: 'abc' });
    expect(meter).toHaveAttribute('data-strength', 'weak');
    expect(within(meter).getByRole('meter')).toHaveAttribute('aria-valuetext', 'Weak');
    expect(rule('A lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('An uppercase letter')).toHaveAttribute('data-met', 'false');
    await fill({ password: 'defG1' });
    expect(meter).toHaveAttribute('data-strength', 'fair');
    await fill({ password: '#' });
    expect(meter).toHaveAttribute('data-strength', 'good');
    await fill({ password: 'xyz123' });
    expect(meter).toHaveAttribute('data-strength', 'strong');
    await fill({ password: 'klmn' });
    expect(meter).toHaveAttribute('data-strength', 'excellent');
    expect(within(meter).getByText('Excellent')).toBeInTheDocument();
    for (const name of [
      'At least 8 characters',
      'An uppercase letter',
      'A number',
      'A special character, such as # or !',
    ])
      expect(rule(name)).toHaveAttribute('data-met', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('refuses a weak password and a wrong confirmation without calling the server', async () => {
    const fetch = answerWith(201, { success: true, data: {} });
    await renderApp('/register');
    await fill({ ...GOOD, password: 'weakpass', confirm: 'different' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a name past 100 characters with the limit named, instead of cutting it', async () => {
    const fetch = answerWith(201, { success: true, data: {} });
    await renderApp('/register');
    const name = screen.getByLabelText('Full name');
    await userEvent.click(name);
    await userEvent.paste('M'.repeat(300));
    expect(name).toHaveValue('M'.repeat(300));
    await fill({ email: GOOD.email, password: GOOD.password, confirm: GOOD.confirm });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the account with the interface language and asks for the code', async () => {
    const fetch = answerWith(201, {
      success: true,
      data: {
        email: 'maya.saleh@example.com',
        verificationRequired: true,
        codeExpiresAt: '2026-01-01T00:15:00Z',
      },
    });
    const { router } = await renderApp('/register?redirect=%2Fsaved-listings');
    await fill(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-code'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      name: 'Maya Saleh',
      email: 'maya.saleh@example.com',
      username: 'maya.saleh',
      password: 'Souqna#Maya2026',
      language: 'en',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      email: 'maya.saleh@example.com',
      reason: 'sent',
      redirect: '/saved-listings',
    });
    expect(await screen.findByTestId('verify-notice')).toHaveTextContent(
      'Verification code sent to your email',
    );
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('says "Email already exists" with the ways forward', async () => {
    failure(409, 'EMAIL_EXISTS');
    await renderApp('/register');
    await fill(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByTestId('register-error');
    expect(alert).toHaveTextContent('Email already exists');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=maya.saleh%40example.com',
    );
    expect(within(alert).getByRole('link', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the free username the server suggests', async () => {
    failure(409, 'USERNAME_EXISTS', { suggestion: 'maya.saleh2' });
    await renderApp('/register');
    await fill(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use maya.saleh2' }));
    expect(screen.getByLabelText('Username')).toHaveValue('maya.saleh2');
    expect(screen.queryByText('Username already exists')).not.toBeInTheDocument();
  });

  it('shows server field errors on their fields', async () => {
    failure(400, 'VALIDATION_ERROR', {
      fields: [{ path: 'name', key: 'nameRequired', message: 'x' }],
    });
    await renderApp('/register');
    await fill(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  });
});
