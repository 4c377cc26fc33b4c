import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS } from '@souqna/contracts';
import type { SettingsUpdate } from '@souqna/contracts';
import { i18n } from '../../../shared/lib/i18n';
import { getSessionUser } from '../../../shared/lib/session';
import { setTheme } from '../../../shared/lib/theme';
import { applyUiPreferences } from '../../../shared/lib/ui-preferences';
import { renderApp } from '../../../test/render-app';
import { mergeSettings } from '../api/update-settings';
import { fail, ok, SETTINGS, signIn, signOutAndRestore, stubApi, TOAST_WAIT } from '../test/account-fixtures';

beforeEach(() => signIn());
afterEach(async () => {
  await signOutAndRestore();
  applyUiPreferences(DEFAULT_UI_SETTINGS);
  setTheme('light');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

/** A server that keeps what it is sent, like the real one. */
function settingsServer(initial = SETTINGS) {
  let stored = initial;
  return stubApi({
    'GET /users/settings': () => ok(stored),
    'PATCH /users/settings': (request) => {
      stored = mergeSettings(stored, request.body as SettingsUpdate);
      return ok(stored);
    },
  });
}

const section = (id: string) => within(screen.getByTestId(`settings-${id}`));
const AR_SAVED = 'تم حفظ الإعدادات';

async function openSettings() {
  await renderApp('/settings');
  await screen.findByTestId('settings-sections');
}

describe('settings page', () => {
  it('shows every section with the stored values', async () => {
    settingsServer();
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Settings · Souqna');
    const nav = within(screen.getByRole('navigation', { name: 'Settings sections' }));
    for (const name of [
      'Preferences',
      'Notifications',
      'Account',
      'Connected accounts',
      'Privacy',
      'Security',
      'Appearance',
    ]) {
      expect(nav.getByRole('link', { name })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(section('preferences').getByLabelText('Language')).toHaveValue('en');
    expect(section('preferences').getByLabelText('Time zone')).toHaveValue('UTC');
    expect(section('preferences').getByRole('option', { name: /^Asia\/Damascus/ })).toBeInTheDocument();
    expect(section('notifications').getByRole('switch', { name: 'Listing updates' })).toBeChecked();
    expect(section('notifications').getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(section('account').getByLabelText('Email')).toHaveValue('rami@example.com');
    expect(section('account').getByLabelText('Email')).toHaveAttribute('readonly');
    expect(section('privacy').getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(section('security').getByLabelText('Sign out when idle')).toHaveValue('never');
    expect(section('appearance').getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('is honest about what is not offered yet', async () => {
    settingsServer();
    await openSettings();
    for (const provider of ['google', 'facebook', 'apple']) {
      const row = within(screen.getByTestId(`connected-${provider}`));
      expect(row.getByText('Not connected')).toBeInTheDocument();
      expect(row.getByRole('button', { name: 'Connect' })).toBeDisabled();
    }
    expect(screen.getByTestId('connected-note')).toHaveTextContent('not available yet');
    const twoFactor = section('security').getByRole('switch', { name: 'Two-factor authentication' });
    expect(twoFactor).toBeDisabled();
    expect(twoFactor).not.toBeChecked();
  });

  it('saves a toggle by sending only that field, and says so', async () => {
    const api = settingsServer();
    await openSettings();
    const newsletter = section('notifications').getByRole('switch', { name: 'Newsletter' });
    await userEvent.click(newsletter);
    expect(newsletter).toBeChecked();
    expect(await screen.findByText('Settings saved', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('PATCH', '/users/settings').map((call) => call.body)).toEqual([
      { notifications: { newsletterSubscribed: true } },
    ]);

    await userEvent.selectOptions(section('security').getByLabelText('Sign out when idle'), '30');
    await waitFor(() => expect(getSessionUser()?.autoLogoutMinutes).toBe(30));
    expect(api.calls('PATCH', '/users/settings').at(-1)!.body).toEqual({
      security: { autoLogoutMinutes: 30 },
    });

    await userEvent.click(section('privacy').getByRole('radio', { name: 'Private' }));
    await waitFor(() => expect(getSessionUser()?.privateProfile).toBe(true));
    expect(api.calls('PATCH', '/users/settings').at(-1)!.body).toEqual({
      privacy: { profileVisibility: 'private' },
    });
  });

  it('keeps sign-in alerts the same under notifications and security', async () => {
    const api = settingsServer();
    await openSettings();
    await userEvent.click(section('security').getByRole('switch', { name: 'Sign-in alerts' }));
    expect(section('notifications').getByRole('switch', { name: 'Sign-in alerts' })).not.toBeChecked();
    expect(api.calls('PATCH', '/users/settings')[0]!.body).toEqual({
      notifications: { loginNotifications: false },
      security: { loginNotifications: false },
    });
  });

  it('rolls a change back and says so when it cannot be saved', async () => {
    const api = stubApi({
      'GET /users/settings': ok(SETTINGS),
      'PATCH /users/settings': fail(500, 'INTERNAL_ERROR'),
    });
    await openSettings();
    const messages = section('notifications').getByRole('switch', { name: 'New messages' });
    await userEvent.click(messages);
    expect(await screen.findByText('Failed to save settings', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(messages).toBeChecked();
    expect(api.calls('PATCH', '/users/settings')).toHaveLength(1);

    await userEvent.click(section('appearance').getByRole('switch', { name: 'High contrast' }));
    await waitFor(() => expect(api.calls('PATCH', '/users/settings')).toHaveLength(2));
    await waitFor(() =>
      expect(section('appearance').getByRole('switch', { name: 'High contrast' })).not.toBeChecked(),
    );
    expect(document.documentElement).not.toHaveAttribute('data-high-contrast');
  });

  it('applies language and theme at once, and stores them on the server', async () => {
    const api = settingsServer();
    await openSettings();
    await userEvent.click(section('preferences').getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.selectOptions(section('preferences').getByLabelText('Language'), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
    // The confirmation of a language change speaks the new language.
    expect(await screen.findByText(AR_SAVED, {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('PATCH', '/users/settings').map((call) => call.body)).toEqual([
      { preferences: { theme: 'dark' } },
      { preferences: { language: 'ar' } },
    ]);
    await waitFor(() =>
      expect(getSessionUser()?.preferences).toEqual({ language: 'ar', theme: 'dark', latinDigits: false }),
    );
  });

  it('takes the appearance stored on the server, and applies a change to the page', async () => {
    const api = settingsServer({
      ...SETTINGS,
      ui: { ...SETTINGS.ui, highContrast: true, fontSize: 'large' },
    });
    await openSettings();
    expect(document.documentElement).toHaveAttribute('data-high-contrast', 'true');
    expect(document.documentElement).toHaveAttribute('data-font-size', 'large');
    expect(JSON.parse(localStorage.getItem('ui-preferences')!)).toMatchObject({ highContrast: true });

    await userEvent.click(section('appearance').getByRole('switch', { name: 'Compact layout' }));
    expect(document.documentElement).toHaveAttribute('data-dense', 'true');
    await userEvent.click(section('appearance').getByRole('switch', { name: 'Reduce motion' }));
    expect(document.documentElement).toHaveAttribute('data-reduced-motion', 'true');
    await userEvent.selectOptions(section('appearance').getByLabelText('Message position'), 'bottom-center');
    await waitFor(() => expect(api.calls('PATCH', '/users/settings')).toHaveLength(3));
    expect(api.calls('PATCH', '/users/settings').map((call) => call.body)).toEqual([
      { ui: { denseMode: true } },
      { ui: { reducedMotion: true } },
      { ui: { toastPosition: 'bottom-center' } },
    ]);
  });
});
