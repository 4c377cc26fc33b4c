import { describe, expect, it } from 'vitest';
import { canReportListing } from './listings.policy.js';

describe('reports policy', () => {
  it('lets anyone but the owner report a listing, admins included', () => {
    const reporter = { id: 'u2', role: 'USER' as const, premiumUntil: null };
    expect(canReportListing(reporter, { userId: 'u1' })).toBe(true);
    expect(canReportListing(reporter, { userId: 'u2' })).toBe(false);
    expect(canReportListing({ ...reporter, role: 'ADMIN' as const }, { userId: 'u2' })).toBe(false);
  });
});
