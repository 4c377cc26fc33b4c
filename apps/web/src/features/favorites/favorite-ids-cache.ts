/**
 * The signed-in user's saved listing ids in localStorage, per user, with the time they were
 * fetched: spec section 9 reuses them for an hour, so a reload shows the hearts at once.
 */
export const FAVORITE_IDS_TTL_MS = 60 * 60 * 1000;

const PREFIX = 'souqna.savedListingIds.';

export interface CachedFavoriteIds {
  ids: string[];
  /** When the server said so (ms since the epoch); local toggles keep it. */
  fetchedAt: number;
}

const keyOf = (userId: string) => `${PREFIX}${userId}`;

/** The user's ids if they were fetched less than an hour ago, otherwise nothing. */
export function readFavoriteIds(userId: string, now = Date.now()): CachedFavoriteIds | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as CachedFavoriteIds | null;
    const fresh =
      Array.isArray(value?.ids) &&
      typeof value.fetchedAt === 'number' &&
      now - value.fetchedAt < FAVORITE_IDS_TTL_MS &&
      value.fetchedAt <= now;
    return fresh
      ? { ids: value.ids.filter((id) => typeof id === 'string'), fetchedAt: value.fetchedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeFavoriteIds(userId: string, value: CachedFavoriteIds) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the ids are fetched again next time.
  }
}

/** Every user's ids: after a sign-out nobody's stay behind on a shared computer. */
export function clearFavoriteIds() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    keys.filter((key) => key?.startsWith(PREFIX)).forEach((key) => localStorage.removeItem(key!));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
