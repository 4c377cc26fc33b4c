import { describe, expect, it } from 'vitest';
import { listingMayAlert, searchMayMatchSeller } from './saved-searches.policy.js';

describe('saved searches policy', () => {
  it('alerts on active listings only', () => {
    expect(listingMayAlert({ status: 'active' })).toBe(true);
    for (const status of ['pending', 'inactive', 'sold', 'rented'])
      expect(listingMayAlert({ status })).toBe(false);
  });

  it('lets a search narrowed to one seller match that seller only', () => {
    expect(searchMayMatchSeller({}, 's1')).toBe(true);
    expect(searchMayMatchSeller({ userId: 's1' }, 's1')).toBe(true);
    expect(searchMayMatchSeller({ userId: 's2' }, 's1')).toBe(false);
  });
});
