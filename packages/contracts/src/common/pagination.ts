import { z } from 'zod';
import { integerLike } from './numbers.js';

export const PAGE_SIZE = {
  listings: 10,
  notifications: 20,
  messages: 20,
  conversations: 20,
  max: 100,
} as const;

export const pageQuerySchema = z.object({
  page: integerLike.pipe(z.number().int().min(1)).default(1),
  limit: integerLike.pipe(z.number().int().min(1).max(PAGE_SIZE.max)).default(PAGE_SIZE.listings),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The list shape of DESIGN.md section 3: `{ items, total, page, limit, hasMore }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
    /** True when `total` is a floor, not a count: more matched than were counted. */
    totalIsEstimate: z.boolean().optional(),
  });
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  totalIsEstimate?: boolean;
};
