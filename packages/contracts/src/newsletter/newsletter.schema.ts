import { z } from 'zod';
import { emailSchema, storableString } from '../common/validation.js';
import { languageSchema } from '../enums/user.schema.js';

export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  email: z.string(),
  /** False when the address was already subscribed: subscribing twice is not an error. */
  created: z.boolean(),
  /** Double opt-in: true while the address waits for its mailed confirmation link. */
  confirmationSent: z.boolean(),
});

export const newsletterConfirmSchema = z.object({ token: storableString.trim().min(1).max(200) });
export const newsletterConfirmResponseSchema = z.object({ email: z.string() });
