import type { Currency } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { useUsdRate } from './api/get-exchange-rate';
import { formatListingPrice, formatPriceHint, formatUsdRate } from '../lib/price';

interface ListingPriceProps {
  price: number;
  currency: Currency;
  /** The price's own size, weight and colour. */
  className?: string;
  testId?: string;
  /** The hint's size and the height it keeps (a line of it): small under a card's price. */
  hintSize?: string;
  /**
   * `stacked` (cards, the detail page, my listings): the other currency on a line of its own,
   * whose height is kept while the rate loads so nothing below moves; `inline`: after a dot.
   */
  layout?: 'stacked' | 'inline';
}

/**
 * A price in its own currency with the other as a hint at the current rate (DESIGN.md 4):
 * "US$16,500" over "≈ SYP 214,500,000". The hint names the rate on hover.
 */
export function ListingPrice({
  price,
  currency,
  className = '',
  testId,
  layout = 'stacked',
  hintSize = 'min-h-4 text-xs leading-4',
}: ListingPriceProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const rate = useUsdRate();
  const hint = formatPriceHint(language, price, currency, rate);
  const note = rate ? t('price.rateNote', { rate: formatUsdRate(language, rate) }) : undefined;
  const main = formatListingPrice(language, price, currency);
  const hintTestId = testId ? `${testId}-hint` : undefined;

  if (layout === 'inline') {
    return (
      <span className={`tabular-nums ${className}`} data-testid={testId}>
        {main}
        {hint && (
          <span
            className="text-sm font-normal text-slate-500 dark:text-slate-400"
            data-testid={hintTestId}
            title={note}
          >
            {' · '}
            {hint}
          </span>
        )}
      </span>
    );
  }
  return (
    <div>
      <p data-testid={testId} className={`tabular-nums ${className}`}>
        {main}
      </p>
      <p
        data-testid={hintTestId}
        title={note}
        className={`${hintSize} font-medium text-slate-500 tabular-nums dark:text-slate-400`}
      >
        {hint}
      </p>
    </div>
  );
}
