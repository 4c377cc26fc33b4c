import { ChevronDown, Globe, Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, THEMES, type Language, type Theme } from '@souqna/contracts';
import { changeLanguage, LANGUAGE_NAMES } from '../../shared/lib/i18n';
import { setTheme, useTheme } from '../../shared/lib/theme';
import { CONTROL } from '../../shared/ui/select';
import { savePreference } from './save-preference';

const NEXT_THEME: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

// Chosen here while signed in, both are saved to the account too.
function chooseTheme(theme: Theme) {
  setTheme(theme);
  savePreference({ theme });
}
function chooseLanguage(language: Language) {
  void changeLanguage(language);
  savePreference({ language });
}

/** One button cycling light → dark → system; its label says the current theme. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const Icon = THEME_ICONS[theme];
  const label = t('theme.toggle', { theme: t(`theme.${theme}`) });
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme={theme}
      aria-label={label}
      title={label}
      onClick={() => chooseTheme(NEXT_THEME[theme])}
      className="flex h-10 w-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon aria-hidden className="h-5 w-5" />
    </button>
  );
}

/**
 * The three themes side by side, for the mobile menu where there is room to name them; a name too
 * long for a third of a phone ("حسب النظام") wraps inside its button rather than spilling out.
 */
export function ThemeChoice() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('theme.label')}
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          const active = option === theme;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              data-testid={`theme-option-${option}`}
              onClick={() => chooseTheme(option)}
              className={`flex min-h-9 min-w-0 items-center justify-center gap-1.5 rounded-lg px-1 py-1 text-center text-sm leading-tight font-medium transition-colors ${active ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-950 dark:text-brand-200' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
            >
              <Icon aria-hidden className="h-4 w-4 shrink-0" />
              {t(`theme.${option}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Languages by their own names, so a reader finds theirs whatever the page's language. `compact`
 * (the top bar) shows a globe and the language code over a transparent native select, which keeps
 * the keyboard, screen-reader and phone pickers of a real select.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const select = (className: string) => (
    <select
      id={id}
      data-testid="language-switcher"
      value={i18n.language}
      onChange={(event) => chooseLanguage(event.target.value as Language)}
      className={className}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );

  if (compact) {
    return (
      <span
        title={t('language.label')}
        className="relative flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-slate-600 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Globe aria-hidden className="h-5 w-5" />
        <span aria-hidden="true" className="uppercase">
          {i18n.language}
        </span>
        <label htmlFor={id} className="sr-only">
          {t('language.label')}
        </label>
        {select('absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0')}
      </span>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('language.label')}
      </label>
      <span className="relative block">
        <Globe
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        {select(`${CONTROL} cursor-pointer appearance-none ps-9`)}
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
      </span>
    </div>
  );
}
