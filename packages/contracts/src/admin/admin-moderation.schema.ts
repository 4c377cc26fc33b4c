import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { storableString } from '../common/validation.js';
import { listingSchema } from '../listings/listing.schema.js';

/**
 * Issue 24's moderation: why a listing may be rejected. The owner reads the reason in their
 * language next to the admin's own words, so each reason carries its English and Arabic text.
 */
export const REJECTION_REASONS = {
  prohibited: { en: 'The item may not be sold on Souqna', ar: 'لا يُسمح ببيع هذا الغرض على سوقنا' },
  misleading: { en: 'The title, price or photos are misleading', ar: 'العنوان أو السعر أو الصور مضللة' },
  duplicate: { en: 'It repeats a listing already published', ar: 'الإعلان مكرر لإعلان منشور مسبقاً' },
  photos: { en: 'The photos are unclear or not of the item', ar: 'الصور غير واضحة أو لا تعود للغرض' },
  contact: { en: 'Contact details or links in the text', ar: 'بيانات اتصال أو روابط داخل النص' },
  category: { en: 'The wrong category', ar: 'الفئة غير صحيحة' },
  other: { en: 'Another reason (see the note)', ar: 'سبب آخر (انظر الملاحظة)' },
} as const satisfies Record<string, { en: string; ar: string }>;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as [
  RejectionReason,
  ...RejectionReason[],
];

export const rejectListingBodySchema = z
  .object({
    reason: z.enum(REJECTION_REASON_CODES),
    note: storableString.trim().max(1000, 'tooLong').optional(),
  })
  // "Another reason" says nothing by itself: the owner must learn what to fix.
  .refine((body) => body.reason !== 'other' || Boolean(body.note), { path: ['note'], message: 'required' });
export type RejectListingBody = z.infer<typeof rejectListingBodySchema>;

export const bulkApproveBodySchema = z.object({
  ids: z.array(z.uuid('invalidFormat')).min(1, 'required').max(100, 'tooBig'),
});

export const moderationFlagSchema = z.object({
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  /** The listing it matched (same photos, near-same text), when there is one. */
  relatedListing: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
});

export const moderationItemSchema = z.object({
  listing: listingSchema,
  flags: z.array(moderationFlagSchema),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    memberSince: z.string(),
    listings: z.number().int(),
    rejections: z.number().int(),
    reports: z.number().int(),
  }),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = pageOf(moderationItemSchema);
export const moderationQuerySchema = pageQuerySchema;

export const bulkApproveResultSchema = z.object({
  approved: z.array(z.string()),
  /** Ids no longer pending (decided meanwhile, withdrawn or deleted): left as they are. */
  skipped: z.array(z.string()),
});
