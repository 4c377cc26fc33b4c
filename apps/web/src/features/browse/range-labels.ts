import type { Currency } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/lib/format';
import type { RangeName } from './browse-chips';
import type { Band } from './filter-bands';

/**
 * Ranges in the reader's words and digits: "Up to SYP 10M", "2010 and newer", "Before 2000",
 * "50–100 m²". Bands use compact amounts; a typed amount is shown in full (`exact`).
 */
export function useRangeLabels() {
  const { t, i18n } = useTranslation(['listing-browse', 'listing-fields']);
  const language = i18n.language;
  const number = (value: number) => formatNumber(language, value);

  const formats = (currency: Currency, exact: boolean): Record<RangeName, (value: number) => string> => ({
    price: (value) =>
      formatNumber(language, value, {
        style: 'currency',
        currency,
        notation: exact ? 'standard' : 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: exact ? 0 : 1,
      }),
    year: (value) => formatNumber(language, value, { useGrouping: false }),
    mileage: (value) =>
      t('listing-browse:range.withUnit', { value: number(value), unit: t('listing-fields:units.km') }),
    size: (value) =>
      t('listing-browse:range.withUnit', {
        value: number(value),
        unit: t('listing-fields:units.squareMeters'),
      }),
  });

  /** A range's label; `currency` only matters for prices. */
  const rangeLabel = (range: RangeName, band: Band, currency: Currency = 'SYP', exact = false) => {
    const format = formats(currency, exact)[range];
    const { min, max } = band;
    if (min !== undefined && max !== undefined)
      return t('listing-browse:range.between', { min: format(min), max: format(max) });
    if (range === 'year')
      return min !== undefined
        ? t('listing-browse:range.since', { min: format(min) })
        : t('listing-browse:range.before', { max: format((max ?? 0) + 1) });
    return min !== undefined
      ? t('listing-browse:range.from', { min: format(min) })
      : t('listing-browse:range.upTo', { max: format(max ?? 0) });
  };

  return { rangeLabel, number };
}
