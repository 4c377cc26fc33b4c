import { z } from 'zod';
import { storableString } from '../common/validation.js';

/**
 * The kinds of mail a link can turn off: `messages` and `digest` are a user's notification
 * settings (`emailMessages`, `emailDigest`), `newsletter` the newsletter list.
 */
export const MAIL_KINDS = ['messages', 'digest', 'newsletter'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const tokenSchema = storableString.min(1, 'required').max(2000, 'tooLong');

/** The token comes in the link's query (mail clients' one-click POST) or in a JSON body (the web page). */
export const unsubscribeQuerySchema = z.object({ token: tokenSchema.optional() });
export const unsubscribeRequestSchema = z.object({ token: tokenSchema.optional() }).passthrough();

export const unsubscribeResponseSchema = z.object({ kind: z.enum(MAIL_KINDS) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
