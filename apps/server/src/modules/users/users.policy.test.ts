import { describe, expect, it } from 'vitest';
import type { SettingsRow } from './users.types.js';
import { canViewProfile, isPremium, visiblePhone } from './users.policy.js';

const shown = { profileVisibility: 'public', showPhone: true } as SettingsRow;

describe('users policy', () => {
  it('counts premium until its date, not after', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isPremium({ premiumUntil: null }, now)).toBe(false);
    expect(isPremium({ premiumUntil: new Date('2026-06-02T00:00:00Z') }, now)).toBe(true);
    expect(isPremium({ premiumUntil: now }, now)).toBe(false);
  });

  it('shows a phone only on a public profile that chose to show it', () => {
    expect(visiblePhone({ phone: '+963 11 000' }, shown)).toBe('+963 11 000');
    expect(visiblePhone({ phone: null }, shown)).toBeNull();
    expect(visiblePhone({ phone: '+963 11 000' }, { ...shown, showPhone: false })).toBeNull();
    expect(visiblePhone({ phone: '+963 11 000' }, { ...shown, profileVisibility: 'private' })).toBeNull();
  });

  it('opens the profile of an active account only', () => {
    expect(canViewProfile({ status: 'active' })).toBe(true);
    expect(canViewProfile({ status: 'pending' })).toBe(false);
    expect(canViewProfile({ status: 'disabled' })).toBe(false);
  });
});
