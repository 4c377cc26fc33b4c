import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';

/** `GET /api/admin/jobs/dead-letters`: the background jobs that spent their attempts, latest failure first. */
export const deadJobQuerySchema = pageQuerySchema;

export const deadJobSchema = z.object({
  id: z.string(),
  /** The job's name, e.g. `notifications.message-mail`. */
  name: z.string(),
  /** What it was queued with; values under secret-looking keys are replaced by `[redacted]`. */
  data: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  /** The last attempt's error, `Name: message`. */
  error: z.string().nullable(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;
export const deadJobListSchema = pageOf(deadJobSchema);

/** `POST /api/admin/jobs/dead-letters/{id}/retry`: the job queued again, due now. */
export const retriedJobSchema = z.object({ id: z.string(), name: z.string() });
