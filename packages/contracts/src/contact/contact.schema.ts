import { z } from 'zod';
import { emailSchema, requiredText } from '../common/validation.js';

export const CONTACT_LIMITS = { name: 100, subject: 200, messageMin: 10, message: 5000 } as const;

/** The form's fields, as the web form validates them. */
export const contactFieldsSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, 'nameRequired'),
  email: emailSchema,
  subject: requiredText(CONTACT_LIMITS.subject, 'subjectRequired'),
  message: requiredText(CONTACT_LIMITS.message, 'messageRequired', CONTACT_LIMITS.messageMin),
});

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * `POST /api/contact`. The spec's web form sends `name`; the older web client sent `firstName` and
 * `lastName`, which are joined into `name` when `name` itself is missing or blank.
 */
export const contactRequestSchema = z.preprocess((input) => {
  if (!input || typeof input !== 'object') return input;
  const { firstName, lastName, ...rest } = input as Record<string, unknown>;
  if (hasText(rest.name) || !(hasText(firstName) || hasText(lastName))) return input;
  const name = [firstName, lastName]
    .filter(hasText)
    .map((part) => part.trim())
    .join(' ');
  return { ...rest, name };
}, contactFieldsSchema);
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** What a visitor gets back: an id and a time, never other submissions' data. */
export const contactResponseSchema = z.object({ id: z.string(), createdAt: z.string() });
