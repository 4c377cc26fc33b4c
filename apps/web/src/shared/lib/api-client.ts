import { ERROR_CODES, type ClientErrorCode, type ErrorCode, type FieldError } from '@souqna/contracts';

export const API_TIMEOUT_MS = 15_000;

export interface ApiFieldError extends FieldError {
  key?: string;
  params?: Record<string, unknown>;
}

/** A failed call: `code` is what the interface translates; the message is only a fallback. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fields(): ApiFieldError[] {
    const fields = (this.details as { fields?: ApiFieldError[] } | undefined)?.fields;
    return Array.isArray(fields) ? fields : [];
  }
}

type Json = Record<string, unknown> | unknown[];

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Calls `/api{path}` and unwraps the `{ success, data, error }` envelope. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const isForm = options.body instanceof FormData;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      headers: {
        Accept: 'application/json',
        ...(options.body && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: isForm ? (options.body as FormData) : options.body ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('REQUEST_TIMEOUT', 'Request timed out', 0);
    if (options.signal?.aborted) throw new ApiError('REQUEST_CANCELED', 'Request canceled', 0);
    throw new ApiError('NETWORK_ERROR', 'Failed to connect to server', 0, error);
  }

  const payload = (await response.json().catch(() => undefined)) as
    | { success?: boolean; data?: T; error?: { code?: unknown; message?: string; details?: unknown } }
    | undefined;
  if (!payload || typeof payload.success !== 'boolean') {
    throw new ApiError(
      response.ok ? 'INVALID_RESPONSE' : 'UNKNOWN_ERROR',
      'Invalid response from server',
      response.status,
    );
  }
  if (!payload.success || !response.ok) {
    const code = isErrorCode(payload.error?.code) ? payload.error.code : 'UNKNOWN_ERROR';
    throw new ApiError(
      code,
      payload.error?.message ?? 'Something went wrong',
      response.status,
      payload.error?.details,
    );
  }
  return payload.data as T;
}
