import { describe, expect, it } from 'vitest';
import { integerLike, numberLike, toLatinDigits } from './numbers.js';

describe('toLatinDigits', () => {
  it('turns Eastern Arabic and Persian digits and marks into ASCII', () => {
    expect(toLatinDigits('٢٠١٥')).toBe('2015');
    expect(toLatinDigits('۱۴۰۲')).toBe('1402');
    expect(toLatinDigits('١٢٬٥٠٠٫٧٥')).toBe('12,500.75');
    expect(toLatinDigits('Corolla ٢٠١٥')).toBe('Corolla 2015');
  });
});

describe('numberLike and integerLike', () => {
  it.each([
    ['١٢٣٤٥', 12345],
    ['١٢٬٥٠٠', 12500],
    ['12,500', 12500],
    ['1,250,000', 1250000],
    ['12 500', 12500],
    ['12\u202f500', 12500],
    ['\u200f٢٥٠٠٠\u200f', 25000],
    [' 42 ', 42],
    ['-3', -3],
    [2015, 2015],
  ])('read %j as %d', (input, expected) => {
    expect(integerLike.parse(input)).toBe(expected);
    expect(numberLike.parse(input)).toBe(expected);
  });

  it.each([
    ['3٫5', 3.5],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1,6', 1.6],
    ['12,500.75', 12500.75],
  ])('read the decimal %j as %d', (input, expected) => {
    expect(numberLike.parse(input)).toBe(expected);
  });

  it.each(['cheap', '12abc', '$500', '0x10', '1e3', 'Infinity', '1,2,3', '12,34,567', '1.2.3', true, null])(
    'reject %j',
    (input) => {
      expect(numberLike.safeParse(input).success).toBe(false);
    },
  );

  it('rejects fractions where an integer is wanted', () => {
    expect(integerLike.safeParse('2.5').success).toBe(false);
    expect(integerLike.safeParse('٢٫٥').success).toBe(false);
  });

  it('treats blank text as missing', () => {
    expect(numberLike.safeParse('  ').success).toBe(false);
    expect(numberLike.optional().safeParse(undefined).success).toBe(true);
  });
});
