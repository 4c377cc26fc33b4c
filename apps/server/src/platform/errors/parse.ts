import { formatMessage, VALIDATION_MESSAGES, type ValidationKey } from '@souqna/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { toFieldProblems } from './validation-details.js';

/** Validates what a route could not declare as its body schema (multipart forms) with the same 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', undefined, { fields: toFieldProblems(result.error.issues) });
  }
  return result.data;
}

/** The 400 for problems a hand-written parser found, in the shape schema failures have. */
export function keyedValidationError(
  issues: readonly { path: string; key: ValidationKey; params?: Record<string, unknown> }[],
) {
  return new AppError('VALIDATION_ERROR', undefined, {
    fields: issues.map(({ path, key, params }) => ({
      path,
      key,
      message: formatMessage(VALIDATION_MESSAGES[key], params),
      ...(params ? { params } : {}),
    })),
  });
}
