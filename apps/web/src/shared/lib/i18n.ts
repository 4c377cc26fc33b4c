import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, loadEnumLabels, RTL_LANGUAGES, type Language } from '@souqna/contracts';
import { formatNumber, setLatinDigits } from './format';

export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'pages',
  'legal',
  'auth',
  'account',
  'listings',
  'listing-fields',
  'listing-form',
  'listing-detail',
  'listing-inputs',
  'listing-browse',
  'saved-searches',
  'messages',
  'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar: 'العربية',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

// Only the English shell texts ship in the first bundle; every other file (errors and validation
// included: only forms need them) loads when a component first asks for its namespace.
const eager = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/en/common.json'], {
  eager: true,
});
const lazy = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazy[`../../locales/${language}/${namespace}.json`];
    if (!load || !isLanguage(language))
      return callback(new Error(`No ${namespace} texts for ${language}`), null);
    // The enum values' labels live in contracts, which the server's reference data reads too.
    const values = namespace === 'listing-fields' ? loadEnumLabels(language) : undefined;
    Promise.all([load(), values]).then(
      ([module, labels]) => callback(null, labels ? { ...module.default, values: labels } : module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function applyDocumentLanguage(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Switches the interface language, remembers it, and flips the document direction. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  // Texts first, then the direction: the page never shows English laid out right to left.
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * Arabic's digits as the signed-in user chose them (`setLatinDigits`). Whatever shows a number
 * reads the language through react-i18next, which renders again on `languageChanged`: so a change
 * of digits shows at once, as a change of language does.
 */
export function applyDigits(latin: boolean) {
  if (setLatinDigits(latin) && i18n.isInitialized) i18n.emit('languageChanged', i18n.language);
}

export async function initI18n(language: Language = storedLanguage()) {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {} };
  for (const [file, module] of Object.entries(eager)) {
    const namespace = file.split('/').pop()!.replace('.json', '');
    resources.en![namespace] = module.default;
  }
  applyDocumentLanguage(language);
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  // `{{count, number}}` in a text follows the interface's digits (Arabic-Indic for ar).
  i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatNumber(lng ?? DEFAULT_LANGUAGE, value) : String(value),
  );
  return i18n;
}

export { i18n };
