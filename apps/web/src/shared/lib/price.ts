import { RTL_LANGUAGES, type Currency, type Language } from '@souqna/contracts';
import { formatNumberToParts } from './format';

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

/**
 * The price in the other currency at `usdRate` (SYP to a dollar), as the hint beside a price
 * (DESIGN.md 4): "≈ SYP 214,500,000" under "US$16,500". Undefined without a rate, or where the
 * other amount would round to nothing (a few hundred pounds are not "≈ US$0").
 */
export function formatPriceHint(
  language: string,
  price: number,
  currency: Currency,
  usdRate: number | undefined,
) {
  if (!usdRate || usdRate <= 0) return undefined;
  const [other, amount]: [Currency, number] =
    currency === 'USD' ? ['SYP', price * usdRate] : ['USD', price / usdRate];
  const whole = Math.round(amount);
  return whole >= 1 ? `≈ ${formatListingPrice(language, whole, other)}` : undefined;
}

/** The rate itself in the reader's conventions: "US$1 = SYP 13,000". */
export const formatUsdRate = (language: string, usdRate: number) =>
  `${formatListingPrice(language, 1, 'USD')} = ${formatListingPrice(language, usdRate, 'SYP')}`;
