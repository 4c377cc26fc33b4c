import type { Currency } from '@souqna/contracts';
import { formatNumber } from '../../../shared/lib/format';

/**
 * An amount in its currency, whole units, in the reader's digits. The listings feature has a
 * finer one (Latin currency signs isolated in Arabic) that features may not import; it belongs
 * in shared/lib, and this one goes when it moves there.
 */
export const formatPrice = (language: string, amount: number, currency: Currency) =>
  formatNumber(language, amount, { style: 'currency', currency, maximumFractionDigits: 0 });
