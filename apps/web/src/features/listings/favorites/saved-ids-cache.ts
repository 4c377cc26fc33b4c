/**
 * The signed-in user's saved listing ids in localStorage, per user, with the time they were
 * fetched: spec section 9 reuses them for an hour, so a reload shows the hearts at once.
 */
export const SAVED_IDS_TTL_MS = 60 * 60 * 1000;

const PREFIX = 'souqna.savedListingIds.';

export interface CachedSavedIds {
  ids: string[];
  /** When the server said so (ms since the epoch); local toggles keep it. */
  fetchedAt: number;
}

const keyOf = (userId: string) => `${PREFIX}${userId}`;

/** The user's ids if they were fetched less than an hour ago, otherwise nothing. */
export function readSavedIds(userId: string, now = Date.now()): CachedSavedIds | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as CachedSavedIds | null;
    const fresh =
      Array.isArray(value?.ids) &&
      typeof value.fetchedAt === 'number' &&
      now - value.fetchedAt < SAVED_IDS_TTL_MS &&
      value.fetchedAt <= now;
    return fresh
      ? { ids: value.ids.filter((id) => typeof id === 'string'), fetchedAt: value.fetchedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeSavedIds(userId: string, value: CachedSavedIds) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the ids are fetched again next time.
  }
}

/** Every user's ids: after a sign-out nobody's stay behind on a shared computer. */
export function clearSavedIds() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    keys.filter((key) => key?.startsWith(PREFIX)).forEach((key) => localStorage.removeItem(key!));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
