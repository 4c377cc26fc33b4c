import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type Theme } from '@souqna/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '../../shared/lib/i18n';
import { useTheme } from '../../shared/lib/theme';

const NEXT_THEME: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = t('theme.toggle', { theme: t(`theme.${theme}`) });
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme={theme}
      aria-label={label}
      title={label}
      onClick={() => setTheme(NEXT_THEME[theme])}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden className="h-5 w-5" />
    </button>
  );
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('language.label')}
      data-testid="language-switcher"
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.target.value as Language)}
      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
