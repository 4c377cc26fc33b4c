import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { requiredText, storableString } from '../common/validation.js';

/** Issue 24's admin desk: premium requests, contact submissions and the newsletter. */

const searchText = storableString.trim().max(100).optional();

// Premium requests: open ones first, oldest first; then the decided, newest first.
export const premiumRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const premiumRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string().nullable(),
  periodDays: z.number().int().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    premiumUntil: z.string().nullable(),
  }),
});
export type PremiumRequest = z.infer<typeof premiumRequestSchema>;
export const premiumRequestListSchema = pageOf(premiumRequestSchema);
/** Premium from now (or from the end of a running period) for this many days. */
export const approvePremiumBodySchema = z.object({
  periodDays: z.number().int('invalidFormat').min(1, 'tooSmall').max(3660, 'tooBig'),
});
export const declinePremiumBodySchema = z.object({ note: requiredText(1000) });

// Contact submissions: unread first, then newest; archived ones only when asked for.
export const contactSubmissionQuerySchema = pageQuerySchema.extend({
  q: searchText,
  archived: z.enum(['true', 'false']).default('false'),
});
export const adminContactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  reply: z.object({ message: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
});
export type AdminContactSubmission = z.infer<typeof adminContactSubmissionSchema>;
export const adminContactSubmissionListSchema = pageOf(adminContactSubmissionSchema).extend({
  unread: z.number().int(),
});
export const contactReplyBodySchema = z.object({ message: requiredText(5000) });

// Newsletter: one list of the confirmed footer addresses and the accounts that chose it.
export const newsletterSubscriberQuerySchema = pageQuerySchema.extend({ q: searchText });
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  language: z.string(),
  source: z.enum(['footer', 'account', 'both']),
  since: z.string(),
});
export const newsletterSubscriberListSchema = pageOf(newsletterSubscriberSchema).extend({
  counts: z.object({
    /** Who a send reaches: each address once. */
    recipients: z.number().int(),
    footer: z.number().int(),
    accounts: z.number().int(),
    /** Footer addresses that have not confirmed yet: they receive nothing. */
    unconfirmed: z.number().int(),
    arabic: z.number().int(),
  }),
});
export const newsletterDraftSchema = z.object({
  subjectEn: requiredText(200),
  bodyEn: requiredText(20_000),
  subjectAr: requiredText(200),
  bodyAr: requiredText(20_000),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;
const renderedMail = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export const newsletterPreviewSchema = z.object({ en: renderedMail, ar: renderedMail });
export const newsletterCampaignSchema = z.object({
  id: z.string(),
  subjectEn: z.string(),
  subjectAr: z.string(),
  status: z.enum(['sending', 'sent']),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type NewsletterCampaign = z.infer<typeof newsletterCampaignSchema>;
export const newsletterCampaignListSchema = z.object({ items: z.array(newsletterCampaignSchema) });

/** The admin home's counts: what waits for an admin, and what the week brought. */
export const adminDashboardSchema = z.object({
  pendingListings: z.number().int(),
  openReports: z.number().int(),
  unreadContact: z.number().int(),
  openPremiumRequests: z.number().int(),
  newUsers: z.number().int(),
  newListings: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
