import { describe, expect, it } from 'vitest';
import { mixesDirections, twoLines } from './bidi';

describe('text in both directions', () => {
  it('tells a bilingual text from one in a single script', () => {
    expect(mixesDirections('شقة للبيع في المزة | Apartment for sale in Mezzeh')).toBe(true);
    expect(mixesDirections('Kia Picanto 2016 | كيا بيكانتو')).toBe(true);
    expect(mixesDirections('شقة للبيع في المزة 150 م²')).toBe(false);
    expect(mixesDirections('Toyota Corolla 2015, 1.6 L')).toBe(false);
  });

  it('clamps a bilingual title between lines, and any other with an ellipsis', () => {
    expect(twoLines('شقة للبيع | Apartment for sale')).toBe('clamp-2-lines');
    expect(twoLines('شقة للبيع في المزة')).toBe('line-clamp-2');
    expect(twoLines('Apartment for sale')).toBe('line-clamp-2');
  });
});
