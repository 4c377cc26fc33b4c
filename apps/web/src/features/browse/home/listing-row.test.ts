import { describe, expect, it } from 'vitest';
import { rowClasses } from './listing-row';

const shownAt = (count: number, prefix: 'sm' | 'lg' | 'xl') =>
  Array.from({ length: count }, (_, index) => rowClasses(index, count)).filter((classes) =>
    classes.split(' ').includes(`${prefix}:flex`),
  ).length;

describe('home rows fill whole grid rows', () => {
  it('shows 4 cards as two rows of 2, one row of 3, one row of 4', () => {
    expect([shownAt(4, 'sm'), shownAt(4, 'lg'), shownAt(4, 'xl')]).toEqual([4, 3, 4]);
  });

  it('shows 8 cards as 8, 6 and 8', () => {
    expect([shownAt(8, 'sm'), shownAt(8, 'lg'), shownAt(8, 'xl')]).toEqual([8, 6, 8]);
  });

  it('keeps every card of a row shorter than the grid is wide', () => {
    expect([shownAt(1, 'sm'), shownAt(2, 'lg'), shownAt(3, 'xl')]).toEqual([1, 2, 3]);
    expect([shownAt(5, 'sm'), shownAt(5, 'lg'), shownAt(5, 'xl')]).toEqual([4, 3, 4]);
  });

  it('hides the cards past the last full row, never the first ones', () => {
    expect(rowClasses(0, 4)).toBe('sm:flex lg:flex xl:flex');
    expect(rowClasses(3, 4)).toBe('sm:flex lg:hidden xl:flex');
  });
});
