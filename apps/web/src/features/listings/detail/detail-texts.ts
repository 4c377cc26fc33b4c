import { i18n } from '../../../shared/lib/i18n';

/** Everything the detail page says: its own texts, field labels, card texts and API errors. */
export const DETAIL_NAMESPACES = [
  'listing-detail',
  'listing-fields',
  'listings',
  'common',
  'errors',
  'validation',
] as const;

/**
 * Loaded when the page's module loads, so the route's title (`listing-detail:title`) and the
 * first paint are in the reader's language without a flash of keys.
 */
export const loadDetailTexts = () => i18n.loadNamespaces([...DETAIL_NAMESPACES]);
