import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { storableString } from '../common/validation.js';
import { REPORT_REASONS } from '../enums/listing.js';
import { adminUserSchema } from './admin.schema.js';

/** `POST /api/admin/users/:id/warn`: the admin's words reach the user as written. */
export const warnUserBodySchema = z.object({
  message: storableString.trim().min(1, 'required').max(1000, 'tooLong'),
});
export type WarnUserBody = z.infer<typeof warnUserBodySchema>;

export const changeRoleBodySchema = z.object({ role: z.enum(['USER', 'ADMIN']) });

/** `POST /api/admin/users/:id/premium`: premium for `days` more, from now or the running period's end. */
export const grantPremiumBodySchema = z.object({
  days: z.number().int('invalidFormat').min(1, 'tooSmall').max(3650, 'tooLarge'),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({ lastActiveAt: z.string().nullable() }),
  /** Their newest listings (at most 50) and how many they have in all. */
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.string(),
      price: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  listingCount: z.number().int(),
  /** Reports about their listings and conversations they are in (not the ones they filed). */
  reports: z.array(
    z.object({
      id: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      reason: z.string(),
      details: z.string().nullable(),
      status: z.string(),
      reporter: personSchema,
      createdAt: z.string(),
    }),
  ),
  warnings: z.array(
    z.object({ id: z.string(), message: z.string(), by: personSchema.nullable(), createdAt: z.string() }),
  ),
  /** Sessions still live (unrevoked, unexpired), newest first. */
  sessions: z.array(
    z.object({
      id: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      startedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The reports queue (`GET /api/admin/reports`): one row a reported listing or conversation. */
export const reportQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(['open', 'closed']).optional(),
});
export const REPORT_OUTCOMES = ['dismiss', 'removeListing', 'warn', 'disable'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const reportGroupSchema = z.object({
  targetType: z.enum(['LISTING', 'CONVERSATION']),
  targetId: z.string(),
  /** The listing reported, or the one the conversation is about. */
  listing: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
  /** Who the reports are about: the listing's seller, or the conversation's other participant. */
  reportedUser: z
    .object({ id: z.string(), name: z.string(), email: z.string(), status: z.string() })
    .nullable(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS).or(z.string()), count: z.number().int() })),
  details: z.array(z.string()),
  status: z.enum(['open', 'closed']),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueSchema = pageOf(reportGroupSchema);

const targetSchema = z.object({
  targetType: z.enum(['LISTING', 'CONVERSATION']),
  targetId: z.uuid('invalidFormat'),
});

export const resolveReportsBodySchema = targetSchema
  .extend({
    outcome: z.enum(REPORT_OUTCOMES),
    /** The warning's text (outcome `warn`), sent to the reported user as written. */
    message: storableString.trim().max(1000, 'tooLong').optional(),
  })
  .refine((body) => body.outcome !== 'warn' || Boolean(body.message), {
    path: ['message'],
    message: 'required',
  });
export type ResolveReportsBody = z.infer<typeof resolveReportsBodySchema>;

export const bulkDismissReportsBodySchema = z.object({
  targets: z.array(targetSchema).min(1, 'required').max(100, 'tooBig'),
});

export const resolveReportsResultSchema = z.object({
  outcome: z.enum(REPORT_OUTCOMES),
  /** Reports closed by this decision (0 when someone else closed them first). */
  closed: z.number().int(),
});
export const bulkDismissResultSchema = z.object({ closed: z.number().int() });
