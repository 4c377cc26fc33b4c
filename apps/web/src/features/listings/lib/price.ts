import type { Currency } from '@souqna/contracts';
import { formatNumber } from '../../../shared/lib/format';

/**
 * A listing's price in its own currency, in the reader's conventions (Arabic digits in ar). Whole
 * units only: nobody prices a car or a flat in piastres or cents.
 */
export const formatListingPrice = (language: string, price: number, currency: Currency) =>
  formatNumber(language, price, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
