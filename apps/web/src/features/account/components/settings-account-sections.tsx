import { ExternalLink, KeyRound, Link2, Lock, ShieldCheck, UserRound, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTO_LOGOUT_MINUTES, PROFILE_VISIBILITIES, type CurrentUser } from '@souqna/contracts';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/ui/field';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ChoiceRow, SelectRow, SettingsSection, ToggleRow } from './setting-controls';
import type { SectionProps } from './settings-types';

export function AccountSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="account"
      title={t('settings.sections.account')}
      description={t('settings.account.description')}
      icon={<UserRoundCog aria-hidden className="h-5 w-5" />}
    >
      <div className="py-4">
        <TextInput
          label={t('settings.account.email')}
          hint={t('settings.account.emailHint')}
          value={user.email}
          readOnly
          dir="ltr"
          data-testid="setting-email"
        />
      </div>
      <div className="flex flex-wrap gap-3 py-4">
        <Link to="/profile" className={buttonClasses('secondary')}>
          <UserRound aria-hidden className="h-4 w-4" />
          {t('settings.account.editProfile')}
        </Link>
        <Link to="/profile/password" className={buttonClasses('secondary')}>
          <KeyRound aria-hidden className="h-4 w-4" />
          {t('settings.account.changePassword')}
        </Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 py-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-sm font-semibold text-red-700 dark:text-red-400">
            {t('settings.account.dangerTitle')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.account.dangerBody')}</p>
        </div>
        <DeleteAccountDialog />
      </div>
    </SettingsSection>
  );
}

const PROVIDERS = [
  { key: 'google', letter: 'G', colour: 'bg-white text-blue-600 ring-1 ring-slate-300 dark:ring-slate-600' },
  { key: 'facebook', letter: 'f', colour: 'bg-blue-600 text-white' },
  { key: 'apple', letter: 'A', colour: 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' },
] as const;

/** Honest: signing in through these is not offered yet, so nothing pretends to connect. */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="connected"
      title={t('settings.sections.connected')}
      description={t('settings.connected.description')}
      icon={<Link2 aria-hidden className="h-5 w-5" />}
    >
      {PROVIDERS.map(({ key, letter, colour }) => (
        <div
          key={key}
          className="flex items-center justify-between gap-4 py-4"
          data-testid={`connected-${key}`}
        >
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-lg font-bold ${colour}`}
            >
              {letter}
            </span>
            <div className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                {t(`settings.connected.${key}`)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('settings.connected.notConnected')}
              </span>
            </div>
          </div>
          <Button variant="secondary" size="sm" disabled>
            {t('settings.connected.connect')}
          </Button>
        </div>
      ))}
      <p className="py-4 text-sm text-slate-600 dark:text-slate-400" data-testid="connected-note">
        {t('settings.connected.comingSoon')}
      </p>
    </SettingsSection>
  );
}

const PRIVACY_TOGGLES = [
  'showEmail',
  'showPhone',
  'showOnlineStatus',
  'showLocation',
  'allowMessaging',
] as const;

export function PrivacySection({ settings, save, userId }: SectionProps & { userId: string }) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="privacy"
      title={t('settings.sections.privacy')}
      description={t('settings.privacy.description')}
      icon={<Lock aria-hidden className="h-5 w-5" />}
    >
      <ChoiceRow
        label={t('settings.privacy.profileVisibility')}
        description={t('settings.privacy.profileVisibilityHint')}
        value={settings.privacy.profileVisibility}
        options={PROFILE_VISIBILITIES.map((value) => ({ value, label: t(`settings.privacy.${value}`) }))}
        onChange={(profileVisibility) => save({ privacy: { profileVisibility } })}
        testId="setting-profileVisibility"
      />
      {PRIVACY_TOGGLES.map((field) => (
        <ToggleRow
          key={field}
          label={t(`settings.privacy.${field}`)}
          description={t(`settings.privacy.${field}Hint`)}
          checked={settings.privacy[field]}
          onChange={(value) => save({ privacy: { [field]: value } })}
          testId={`setting-${field}`}
        />
      ))}
      <div className="py-4">
        <Link
          to={`/users/${encodeURIComponent(userId)}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('settings.privacy.viewPublic')}
          <ExternalLink aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </SettingsSection>
  );
}

const AUTO_LOGOUT_CHOICES = ['never', ...AUTO_LOGOUT_MINUTES.map(String)] as const;

export function SecuritySection({ settings, save }: SectionProps) {
  const { t } = useTranslation('account');
  const { security } = settings;
  return (
    <SettingsSection
      id="security"
      title={t('settings.sections.security')}
      description={t('settings.security.description')}
      icon={<ShieldCheck aria-hidden className="h-5 w-5" />}
    >
      <ToggleRow
        label={t('settings.security.loginNotifications')}
        description={t('settings.security.loginNotificationsHint')}
        checked={security.loginNotifications}
        onChange={(value) =>
          save({ notifications: { loginNotifications: value }, security: { loginNotifications: value } })
        }
        testId="setting-security-loginNotifications"
      />
      <ToggleRow
        label={t('settings.security.twoFactor')}
        description={t('settings.security.twoFactorHint')}
        checked={false}
        onChange={() => undefined}
        disabled
        testId="setting-twoFactorEnabled"
      />
      <SelectRow
        label={t('settings.security.autoLogout')}
        description={t('settings.security.autoLogoutHint')}
        value={security.autoLogoutMinutes === null ? 'never' : String(security.autoLogoutMinutes)}
        options={AUTO_LOGOUT_CHOICES.map((value) => ({
          value,
          label: t(`settings.security.autoLogoutOptions.${value}`),
        }))}
        onChange={(value) =>
          save({
            security: {
              autoLogoutMinutes:
                value === 'never' ? null : (Number(value) as (typeof AUTO_LOGOUT_MINUTES)[number]),
            },
          })
        }
        testId="setting-autoLogoutMinutes"
      />
    </SettingsSection>
  );
}
