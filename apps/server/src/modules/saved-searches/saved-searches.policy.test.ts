import { describe, expect, it } from 'vitest';
import { listingMayAlert } from './saved-searches.policy.js';

describe('saved searches policy', () => {
  it('alerts on active listings only', () => {
    expect(listingMayAlert({ status: 'active' })).toBe(true);
    for (const status of ['pending', 'inactive', 'sold', 'rented'])
      expect(listingMayAlert({ status })).toBe(false);
  });
});
