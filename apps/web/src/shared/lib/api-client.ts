import {
  API_BASE,
  ERROR_CODES,
  type ClientErrorCode,
  type ErrorCode,
  type FieldError,
} from '@souqna/contracts';

/** Spec section 9: every call gives up after 15 seconds. */
export const API_TIMEOUT_MS = 15_000;

export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiFieldError extends FieldError {
  key?: string;
  params?: Record<string, unknown>;
}

/** A failed call: `code` is what the interface translates; the message is only a fallback. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly details?: unknown,
    /** Seconds the server asked us to wait (429 `Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field problems of a validation answer (`details.fields`), empty otherwise. */
  get fields(): ApiFieldError[] {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields;
    return Array.isArray(fields) ? (fields as ApiFieldError[]) : [];
  }
}

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json | FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Where the accounts issue plugs in: `headers` adds the bearer token to every call, and
 * `onUnauthorized` may renew the session on a 401 and answer `true` to replay the call once.
 */
export interface ApiClientHooks {
  headers?: (path: string) => Record<string, string> | Promise<Record<string, string>>;
  onUnauthorized?: (error: ApiError, path: string) => Promise<boolean>;
}

let hooks: ApiClientHooks = {};

export function configureApiClient(next: ApiClientHooks) {
  hooks = next;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

interface EnvelopeShape {
  success?: unknown;
  data?: unknown;
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

function buildUrl(path: string, query: RequestOptions['query']) {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

function retryAfterSeconds(response: Response) {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  // A timer and the caller's signal both abort one controller: this works in every browser,
  // unlike AbortSignal.any/timeout, and lets us tell a timeout from a cancel.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });

  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method: options.method ?? (options.body ? 'POST' : 'GET'),
        headers: {
          Accept: 'application/json',
          ...(options.body && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...(await hooks.headers?.(path)),
          ...options.headers,
        },
        body: isForm ? (options.body as FormData) : options.body ? JSON.stringify(options.body) : undefined,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError('REQUEST_TIMEOUT', 'Request timed out', 0);
      if (options.signal?.aborted) throw new ApiError('REQUEST_CANCELED', 'Request canceled', 0);
      throw new ApiError('NETWORK_ERROR', 'Failed to connect to server', 0, error);
    }

    if (response.status === 204) return undefined as T;
    let payload: EnvelopeShape | undefined;
    try {
      payload = (await response.json()) as EnvelopeShape;
    } catch {
      if (timedOut) throw new ApiError('REQUEST_TIMEOUT', 'Request timed out', response.status);
      payload = undefined;
    }
    if (!payload || typeof payload !== 'object' || typeof payload.success !== 'boolean') {
      throw new ApiError('INVALID_RESPONSE', 'Invalid response from server', response.status);
    }
    if (payload.success && response.ok) return payload.data as T;
    if (payload.success) {
      throw new ApiError('INVALID_RESPONSE', 'Invalid response from server', response.status);
    }
    const error = payload.error ?? {};
    throw new ApiError(
      isErrorCode(error.code) ? error.code : 'UNKNOWN_ERROR',
      typeof error.message === 'string' ? error.message : 'An unexpected error occurred.',
      response.status,
      error.details,
      response.status === 429 ? retryAfterSeconds(response) : undefined,
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** Calls `/api{path}` and unwraps the `{ success, data, error }` envelope into `data` or an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    const replay =
      error instanceof ApiError && error.status === 401 && hooks.onUnauthorized
        ? await hooks.onUnauthorized(error, path)
        : false;
    if (!replay) throw error;
    return send<T>(path, options);
  }
}
