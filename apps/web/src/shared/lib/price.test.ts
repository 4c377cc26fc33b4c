import { describe, expect, it } from 'vitest';
import { formatListingPrice, formatPriceHint, formatUsdRate } from './price';

describe('formatListingPrice', () => {
  it('shows the listing’s own currency in whole units', () => {
    expect(formatListingPrice('en', 8500, 'USD')).toBe('US$8,500');
    expect(formatListingPrice('en', 2_500_000, 'SYP')).toBe('SYP\u00a02,500,000');
  });

  it('uses Arabic digits in Arabic', () => {
    expect(formatListingPrice('ar', 2_500_000, 'SYP')).toMatch(/٢٬٥٠٠٬٠٠٠/);
  });

  it('keeps "US$" in one piece after the number in a right-to-left line', () => {
    // Without the isolate the "$" drifts to the far side of "US" in an Arabic line: "$US ١٥٬٠٠٠".
    expect(formatListingPrice('ar', 15_000, 'USD')).toMatch(/^\u200f?١٥٬٠٠٠\s\u2066US\$\u2069$/u);
    // The Syrian pound's Arabic sign already runs right to left; left-to-right languages need nothing.
    expect(formatListingPrice('ar', 15_000, 'SYP')).toMatch(/^\u200f?١٥٬٠٠٠\sل\.س\.\u200f?$/u);
    expect(formatListingPrice('de', 15_000, 'USD')).toBe('15.000\u00a0$');
  });
});

describe('formatPriceHint', () => {
  it('shows the other currency at the rate, in whole units', () => {
    expect(formatPriceHint('en', 16_500, 'USD', 13_000)).toBe('≈ SYP\u00a0214,500,000');
    expect(formatPriceHint('en', 2_500_000, 'SYP', 13_000)).toBe('≈ US$192');
    expect(formatUsdRate('en', 13_000)).toBe('US$1 = SYP\u00a013,000');
  });

  it('uses the reader’s digits and keeps "US$" whole in Arabic', () => {
    expect(formatPriceHint('ar', 16_500, 'USD', 13_000)).toMatch(/^≈ \u200f?٢١٤٬٥٠٠٬٠٠٠\sل\.س\.\u200f?$/u);
    expect(formatPriceHint('ar', 2_500_000, 'SYP', 13_000)).toMatch(/^≈ \u200f?١٩٢\s\u2066US\$\u2069$/u);
  });

  it('shows nothing without a rate, or where the other amount rounds to nothing', () => {
    expect(formatPriceHint('en', 16_500, 'USD', undefined)).toBeUndefined();
    expect(formatPriceHint('en', 16_500, 'USD', 0)).toBeUndefined();
    expect(formatPriceHint('en', 5_000, 'SYP', 13_000)).toBeUndefined();
  });
});
