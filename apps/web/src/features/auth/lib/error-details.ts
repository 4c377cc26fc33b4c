import { ApiError } from '../../../shared/lib/api-client';

/** One field of an API error's `details` (retryAfterSeconds, attemptsLeft, email, suggestion). */
export function errorDetail<T extends string | number>(error: unknown, key: string): T | undefined {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object') return undefined;
  const value = (error.details as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? (value as T) : undefined;
}

/** The code of an API error, if it is one. */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
