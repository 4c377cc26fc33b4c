import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatTimeRange, formatWeekday } from './format';

describe('formatting with Intl', () => {
  it('writes Arabic with Arabic-Indic digits', () => {
    expect(formatNumber('ar', 1234567)).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatDate('ar', '2026-11-22')).toContain('٢٠٢٦');
    expect(formatTimeRange('ar', 9, 18)).toMatch(/^[^0-9]+$/);
  });

  it('follows each language’s conventions', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('de', 1234567)).toBe('1.234.567');
    expect(formatWeekday('en', 1)).toBe('Monday');
    expect(formatWeekday('fr', 7)).toBe('dimanche');
    expect(formatTimeRange('en', 10, 16)).toBe('10:00–16:00');
    expect(formatDate('de', '2026-11-22')).toBe('22. November 2026');
  });
});
