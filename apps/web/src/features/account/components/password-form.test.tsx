import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fail, ok, signIn, signOutAndRestore, stubApi, TOAST_WAIT } from '../test/account-fixtures';

beforeEach(() => signIn());
afterEach(signOutAndRestore);

const CODE_SENT = ok({ sent: true, codeExpiresAt: '2026-01-01T00:15:00.000Z' });

async function toStepTwo() {
  await renderApp('/profile/password');
  expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
  expect(screen.queryByTestId('password-form')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Verification code sent to your email', {}, TOAST_WAIT)).toBeInTheDocument();
  return screen.getByTestId('password-form');
}

async function fill(values: { current: string; next: string; confirm: string; code: string }) {
  await userEvent.type(screen.getByLabelText('Current password'), values.current);
  await userEvent.type(screen.getByLabelText('New password'), values.next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await userEvent.type(screen.getByLabelText('Verification code'), values.code);
}

describe('change password', () => {
  it('mails a code, then changes the password with it', async () => {
    const api = stubApi({
      'POST /auth/send-password-change-verification': CODE_SENT,
      'POST /auth/change-password': ok({ message: 'Password changed' }),
    });
    await toStepTwo();
    expect(api.calls('POST', '/auth/send-password-change-verification')).toHaveLength(1);
    expect(screen.getByText(/We sent a code to rami@example.com/)).toBeInTheDocument();

    await fill({ current: 'Old#Pass2026', next: 'New#Pass2026', confirm: 'New#Pass2027', code: '١٢٣٤٥٦' });
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await userEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/change-password')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New#Pass2026');
    await userEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Password changed successfully', {}, TOAST_WAIT)).toBeInTheDocument();
    // Arabic-Indic digits typed on an Arabic keyboard go as the code the server mailed.
    expect(api.calls('POST', '/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'Old#Pass2026',
      newPassword: 'New#Pass2026',
      verificationCode: '123456',
    });
    expect(screen.queryByTestId('password-form')).not.toBeInTheDocument();
  });

  it('rates the new password from weak to excellent and lists what is missing', async () => {
    stubApi({ 'POST /auth/send-password-change-verification': CODE_SENT });
    await toStepTwo();
    const meter = screen.getByTestId('password-strength');
    const field = screen.getByLabelText('New password');
    expect(meter).toHaveAttribute('data-strength', '');
    await userEvent.type(field, 'abc');
    expect(meter).toHaveAttribute('data-strength', 'weak');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
    expect(screen.getByText('An uppercase letter').parentElement).toHaveTextContent('(missing)');
    await userEvent.type(field, 'DEF12');
    expect(meter).toHaveAttribute('data-strength', 'fair');
    await userEvent.type(field, '#');
    expect(meter).toHaveAttribute('data-strength', 'good');
    await userEvent.type(field, 'longer-still');
    expect(meter).toHaveAttribute('data-strength', 'excellent');
  });

  it('puts a wrong current password, a reused one and a wrong code on their fields', async () => {
    const answers = [fail(400, 'WRONG_PASSWORD'), fail(400, 'PASSWORD_REUSED'), fail(400, 'INVALID_CODE')];
    stubApi({
      'POST /auth/send-password-change-verification': CODE_SENT,
      'POST /auth/change-password': () => answers.shift()!,
    });
    await toStepTwo();
    await fill({ current: 'Old#Pass2026', next: 'New#Pass2026', confirm: 'New#Pass2026', code: '123456' });
    const submit = () => userEvent.click(screen.getByTestId('password-submit'));

    await submit();
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await submit();
    expect(await screen.findByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await submit();
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses the same password again before asking the server', async () => {
    const api = stubApi({ 'POST /auth/send-password-change-verification': CODE_SENT });
    await toStepTwo();
    await fill({ current: 'Same#Pass2026', next: 'Same#Pass2026', confirm: 'Same#Pass2026', code: '123456' });
    await userEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/change-password')).toHaveLength(0);
  });

  it('says so when the code cannot be sent', async () => {
    stubApi({ 'POST /auth/send-password-change-verification': fail(429, 'RATE_LIMIT') });
    await renderApp('/profile/password');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('password-code-error')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
    expect(screen.queryByTestId('password-form')).not.toBeInTheDocument();
  });
});
