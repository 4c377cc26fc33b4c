import { ERROR_DEFINITIONS, type ErrorCode } from '@souqna/contracts';

/** An expected failure: a stable code, the status and English message the catalogue gives it. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? ERROR_DEFINITIONS[code].message);
    this.name = 'AppError';
    this.status = ERROR_DEFINITIONS[code].status;
  }
}
