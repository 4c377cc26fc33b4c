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
});
