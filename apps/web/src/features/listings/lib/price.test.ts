import { describe, expect, it } from 'vitest';
import { formatListingPrice } from './price';

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
