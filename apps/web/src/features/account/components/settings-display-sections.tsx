import { Bell, Monitor, Moon, Palette, SlidersHorizontal, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FONT_SIZES, LANGUAGES, THEMES, TOAST_POSITIONS } from '@souqna/contracts';
import { intlLocale } from '../../../shared/lib/format';
import { isLanguage, LANGUAGE_NAMES } from '../../../shared/lib/i18n';
import { useTheme } from '../../../shared/lib/theme';
import { timezoneOptions } from '../lib/timezones';
import { ChoiceRow, SelectRow, SettingsSection, ToggleRow } from './setting-controls';
import type { SectionProps } from './settings-types';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function PreferencesSection({ settings, save }: SectionProps) {
  const { t, i18n } = useTranslation('account');
  const { preferences } = settings;
  // Language and theme as this device shows them: the top bar changes them too (and saves them).
  const language = isLanguage(i18n.language) ? i18n.language : preferences.language;
  const [theme] = useTheme();
  const locale = intlLocale(language);
  return (
    <SettingsSection
      id="preferences"
      title={t('settings.sections.preferences')}
      description={t('settings.preferences.description')}
      icon={<SlidersHorizontal aria-hidden className="h-5 w-5" />}
    >
      <SelectRow
        label={t('settings.preferences.language')}
        value={language}
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        onChange={(language) => save({ preferences: { language } })}
        testId="setting-language"
      />
      <ChoiceRow
        label={t('settings.preferences.theme')}
        value={theme}
        options={THEMES.map((value) => {
          const Icon = THEME_ICONS[value];
          return {
            value,
            label: t(`common:theme.${value}`),
            icon: <Icon aria-hidden className="h-4 w-4" />,
          };
        })}
        onChange={(theme) => save({ preferences: { theme } })}
        testId="setting-theme"
      />
      <SelectRow
        label={t('settings.preferences.timezone')}
        description={t('settings.preferences.timezoneHint')}
        value={preferences.timezone}
        options={timezoneOptions(preferences.timezone, locale)}
        onChange={(timezone) => save({ preferences: { timezone } })}
        testId="setting-timezone"
      />
      <ToggleRow
        label={t('settings.preferences.latinDigits')}
        description={t('settings.preferences.latinDigitsHint')}
        checked={preferences.latinDigits}
        onChange={(latinDigits) => save({ preferences: { latinDigits } })}
        testId="setting-latinDigits"
      />
    </SettingsSection>
  );
}

const NOTIFICATION_FIELDS = [
  'listingUpdates',
  'newInboxMessages',
  'loginNotifications',
  'generalUpdates',
  'pushNotifications',
  'emailMessages',
  'emailDigest',
  'newsletterSubscribed',
] as const;

export function NotificationsSection({ settings, save }: SectionProps) {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="notifications"
      title={t('settings.sections.notifications')}
      description={t('settings.notifications.description')}
      icon={<Bell aria-hidden className="h-5 w-5" />}
    >
      {NOTIFICATION_FIELDS.map((field) => (
        <ToggleRow
          key={field}
          label={t(`settings.notifications.${field}`)}
          description={t(`settings.notifications.${field}Hint`)}
          checked={settings.notifications[field]}
          onChange={(value) =>
            // One stored value, shown under notifications and under security: both move together.
            save(
              field === 'loginNotifications'
                ? { notifications: { loginNotifications: value }, security: { loginNotifications: value } }
                : { notifications: { [field]: value } },
            )
          }
          testId={`setting-${field}`}
        />
      ))}
    </SettingsSection>
  );
}

const APPEARANCE_TOGGLES = [
  'reducedMotion',
  'highContrast',
  'enableAnimations',
  'denseMode',
  'enableSoundEffects',
] as const;

export function AppearanceSection({ settings, save }: SectionProps) {
  const { t } = useTranslation('account');
  const { ui } = settings;
  return (
    <SettingsSection
      id="appearance"
      title={t('settings.sections.appearance')}
      description={t('settings.appearance.description')}
      icon={<Palette aria-hidden className="h-5 w-5" />}
    >
      <ChoiceRow
        label={t('settings.appearance.fontSize')}
        value={ui.fontSize}
        options={FONT_SIZES.map((value) => ({
          value,
          label: t(`settings.appearance.fontSizes.${value}`),
        }))}
        onChange={(fontSize) => save({ ui: { fontSize } })}
        testId="setting-fontSize"
      />
      {APPEARANCE_TOGGLES.map((field) => (
        <ToggleRow
          key={field}
          label={t(`settings.appearance.${field}`)}
          description={t(`settings.appearance.${field}Hint`)}
          checked={ui[field]}
          onChange={(value) => save({ ui: { [field]: value } })}
          testId={`setting-${field}`}
        />
      ))}
      <SelectRow
        label={t('settings.appearance.toastPosition')}
        description={t('settings.appearance.toastPositionHint')}
        value={ui.toastPosition}
        options={TOAST_POSITIONS.map((value) => ({
          value,
          label: t(`settings.appearance.toastPositions.${value}`),
        }))}
        onChange={(toastPosition) => save({ ui: { toastPosition } })}
        testId="setting-toastPosition"
      />
    </SettingsSection>
  );
}
