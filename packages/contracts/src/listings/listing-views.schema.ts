import { z } from 'zod';

/** `PUT /api/listings/views?id=`: the old web client names the listing in the query. */
export const countViewQuerySchema = z.object({ id: z.uuid('invalidFormat') });
export type CountViewQuery = z.infer<typeof countViewQuerySchema>;

/**
 * A view counted, or not: one per viewer a day (docs/listings-api.md). `counted: false` is still a
 * 200, since a view seen before is no mistake of the client's (the old server answered 400).
 */
export const viewCountSchema = z.object({
  id: z.string(),
  views: z.number().int(),
  counted: z.boolean(),
});
export type ViewCount = z.infer<typeof viewCountSchema>;
