import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { storableString } from '../common/validation.js';

/** `GET /api/admin/users`: a text search over name, email, username and phone, plus filters. */
export const adminUserListQuerySchema = pageQuerySchema.extend({
  q: storableString.trim().max(100).optional(),
  role: z.enum(['USER', 'ADMIN']).optional(),
  status: z.enum(['pending', 'active', 'disabled']).optional(),
  premium: z.enum(['true', 'false']).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['USER', 'ADMIN']),
  status: z.enum(['pending', 'active', 'disabled']),
  premiumUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = pageOf(adminUserSchema);

/** `GET /api/admin/audit-log`: newest first; `q` matches the action, target or actor's email. */
export const auditLogQuerySchema = pageQuerySchema.extend({
  q: storableString.trim().max(100).optional(),
  action: storableString.trim().max(60).optional(),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = pageOf(auditEntrySchema);

/** `POST /api/admin/exchange-rates`: SYP to one USD, in effect from the moment it is set. */
export const setExchangeRateBodySchema = z.object({
  rate: z.number().positive('tooSmall').max(10_000_000, 'tooLarge'),
});
export const exchangeRateHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      rate: z.number(),
      effectiveAt: z.string(),
      setBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
