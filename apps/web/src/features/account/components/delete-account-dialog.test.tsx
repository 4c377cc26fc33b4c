import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser } from '../../../shared/lib/session';
import { renderApp } from '../../../test/render-app';
import { fail, ok, SETTINGS, signIn, signOutAndRestore, stubApi, TOAST_WAIT } from '../test/account-fixtures';

beforeEach(() => signIn());
afterEach(signOutAndRestore);

describe('delete account', () => {
  it('says what goes, asks for the password, then deletes, signs out and goes home', async () => {
    const answers = [fail(400, 'WRONG_PASSWORD'), ok({ message: 'Your account has been deleted' })];
    const api = stubApi({
      'GET /users/settings': ok(SETTINGS),
      'DELETE /users/account': () => answers.shift()!,
    });
    const { router } = await renderApp('/settings');
    await userEvent.click(await screen.findByTestId('delete-account-open'));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByRole('heading', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(dialog.getByText(/removes your account and all its listings permanently/)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(dialog.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.calls('DELETE', '/users/account')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Enter your password to confirm'), 'Wrong#Pass1');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(getSessionUser()).not.toBeNull();

    await userEvent.clear(dialog.getByLabelText('Enter your password to confirm'));
    await userEvent.type(dialog.getByLabelText('Enter your password to confirm'), 'Right#Pass1');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account has been deleted', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(api.calls('DELETE', '/users/account').map((call) => call.body)).toEqual([
      { password: 'Wrong#Pass1' },
      { password: 'Right#Pass1' },
    ]);
    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
  });

  it('can be cancelled without a call', async () => {
    const api = stubApi({ 'GET /users/settings': ok(SETTINGS) });
    await renderApp('/settings');
    await userEvent.click(await screen.findByTestId('delete-account-open'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', '/users/account')).toHaveLength(0);
    expect(getSessionUser()).not.toBeNull();
  });
});
