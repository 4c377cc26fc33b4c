import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/** A field-level problem: `path` is the dotted field name, `message` the spec's text. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ success: z.literal(false), error: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
