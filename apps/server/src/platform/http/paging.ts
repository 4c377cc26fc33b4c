import type { Page } from '@souqna/contracts';

/** DESIGN.md section 3's list shape for one page of `total` items. */
export const pageOf = <T>(items: T[], total: number, query: { page: number; limit: number }): Page<T> => ({
  items,
  total,
  page: query.page,
  limit: query.limit,
  hasMore: query.page * query.limit < total,
});
