import { i18n } from '../../../shared/lib/i18n';

/** The texts every account page needs, errors and validation included (forms translate both). */
export const ACCOUNT_NAMESPACES = ['account', 'common', 'errors', 'validation'] as const;

/**
 * Loads them for the current language. Pages await this when their module loads, so the route's
 * title (`account:…`, read by the layout) and the page's first paint are already in the reader's
 * language, with no flash of keys.
 */
export const loadAccountTexts = () => i18n.loadNamespaces([...ACCOUNT_NAMESPACES]);
