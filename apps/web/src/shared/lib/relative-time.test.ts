import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 10, 23, 15, 0, 0);
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();
const at = (...parts: [number, number, number, number?]) =>
  new Date(...(parts as [number, number, number])).toISOString();

describe('formatRelativeTime', () => {
  it('follows spec section 9: just now, minutes, hours, yesterday, days, then the date', () => {
    expect(formatRelativeTime('en', ago(20_000), 'Just now', now)).toBe('Just now');
    expect(formatRelativeTime('en', ago(5 * 60_000), 'Just now', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('en', ago(3 * 3_600_000), 'Just now', now)).toBe('3 hours ago');
    expect(formatRelativeTime('en', at(2026, 10, 22, 23), 'Just now', now)).toBe('Yesterday');
    expect(formatRelativeTime('en', at(2026, 10, 19), 'Just now', now)).toBe('4 days ago');
    expect(formatRelativeTime('en', at(2026, 10, 10), 'Just now', now)).toBe('10 November 2026');
  });

  it('speaks Arabic with Arabic digits', () => {
    expect(formatRelativeTime('ar', ago(5 * 60_000), 'الآن', now)).toBe('قبل ٥ دقائق');
    expect(formatRelativeTime('ar', at(2026, 10, 22), 'الآن', now)).toBe('أمس');
    expect(formatRelativeTime('ar', ago(10), 'الآن', now)).toBe('الآن');
  });
});
