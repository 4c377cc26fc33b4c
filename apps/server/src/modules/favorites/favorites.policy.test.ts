import { describe, expect, it } from 'vitest';
import { canSeeFavoritesOf, ownerIsToldOfSave } from './favorites.policy.js';

describe('favourites policy', () => {
  it('shows a user their own favourites only, whoever asks', () => {
    expect(canSeeFavoritesOf({ id: 'u1' }, undefined)).toBe(true);
    expect(canSeeFavoritesOf({ id: 'u1' }, 'u1')).toBe(true);
    expect(canSeeFavoritesOf({ id: 'u1' }, 'u2')).toBe(false);
  });

  it('tells an owner when someone else saves their listing, never of their own save', () => {
    expect(ownerIsToldOfSave({ userId: 'u1' }, { id: 'u2' })).toBe(true);
    expect(ownerIsToldOfSave({ userId: 'u1' }, { id: 'u1' })).toBe(false);
  });
});
