import { i18n } from '../../../shared/lib/i18n';

/** Everything the listing form says: its own texts, field labels, the pickers, detail previews, errors. */
export const FORM_TEXT_NAMESPACES = [
  'listing-form',
  'listing-fields',
  'listing-inputs',
  'listing-detail',
  'common',
  'errors',
  'validation',
] as const;

/** Loaded when a form page's module loads, so its title and first paint are in the reader's language. */
export const loadFormTexts = () => i18n.loadNamespaces([...FORM_TEXT_NAMESPACES]);
