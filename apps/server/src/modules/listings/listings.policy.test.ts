import { describe, expect, it } from 'vitest';
import { canCreateListing, canEditListing, canViewListing } from './listings.policy.js';

const free = { id: 'u1', role: 'USER' as const, premiumUntil: null };
const premium = { ...free, id: 'u2', premiumUntil: new Date(Date.now() + 86_400_000) };
const lapsed = { ...free, id: 'u3', premiumUntil: new Date(Date.now() - 1000) };
const admin = { ...free, id: 'a1', role: 'ADMIN' as const };

describe('listings policy', () => {
  it('lets premium users and admins post without limit, free users up to the quota', () => {
    expect(canCreateListing(free, 0, 0)).toBe(false);
    expect(canCreateListing(free, 1, 2)).toBe(true);
    expect(canCreateListing(free, 2, 2)).toBe(false);
    expect(canCreateListing(lapsed, 0, 0)).toBe(false);
    expect(canCreateListing(premium, 500, 0)).toBe(true);
    expect(canCreateListing(admin, 500, 0)).toBe(true);
  });

  it('lets only the owner or an admin edit', () => {
    expect(canEditListing(free, { userId: 'u1' })).toBe(true);
    expect(canEditListing(premium, { userId: 'u1' })).toBe(false);
    expect(canEditListing(admin, { userId: 'u1' })).toBe(true);
    expect(canEditListing(null, { userId: 'u1' })).toBe(false);
  });

  it('shows sold and rented listings to all, inactive and pending ones to owner and admins', () => {
    expect(canViewListing(null, { userId: 'u1', status: 'sold' })).toBe(true);
    expect(canViewListing(null, { userId: 'u1', status: 'pending' })).toBe(false);
    expect(canViewListing(premium, { userId: 'u1', status: 'inactive' })).toBe(false);
    expect(canViewListing(free, { userId: 'u1', status: 'inactive' })).toBe(true);
    expect(canViewListing(admin, { userId: 'u1', status: 'pending' })).toBe(true);
  });
});
