import { RTL_LANGUAGES, type Currency, type Language } from '@souqna/contracts';
import { formatNumberToParts } from '../../../shared/lib/format';

const LATIN = /[A-Za-z]/;

/**
 * A listing's price in its own currency, in the reader's conventions (Arabic digits in ar). Whole
 * units only: nobody prices a car or a flat in piastres or cents.
 *
 * In an Arabic (RTL) line a Latin currency sign ("US$") is two LTR letters and a neutral "$" that
 * the line carries to its far side, so it would read "$US". There the sign is set in an LTR
 * isolate (LRI…PDI): "١٥٬٠٠٠ US$" reads as one unit wherever the price is shown.
 */
export function formatListingPrice(language: string, price: number, currency: Currency) {
  const parts = formatNumberToParts(language, price, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const rtl = RTL_LANGUAGES.includes(language as Language);
  return parts
    .map(({ type, value }) =>
      rtl && type === 'currency' && LATIN.test(value) ? `\u2066${value}\u2069` : value,
    )
    .join('');
}
