import { API_PATHS } from '@souqna/contracts';
import { pathWithId } from '../../../shared/lib/api-client';

/** Query keys per signed-in user: a sign-out never shows the next person someone else's searches. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (userId: string) => [...savedSearchKeys.all, userId, 'list'] as const,
  matchesAll: (userId: string) => [...savedSearchKeys.all, userId, 'matches'] as const,
  matches: (userId: string, page: number) => [...savedSearchKeys.matchesAll(userId), page] as const,
};

/** `/saved-searches/:id` for one search. */
export const savedSearchPath = (id: string) => pathWithId(API_PATHS.savedSearches.one, id);
