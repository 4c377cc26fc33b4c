import {
  API_BASE,
  ERROR_CODES,
  type ClientErrorCode,
  type ErrorCode,
  type FieldError,
} from '@souqna/contracts';

/** Spec section 9: every call gives up after 15 seconds. */
export const API_TIMEOUT_MS = 15_000;

/** Spec section 7: a call refused with 401 or 429 is sent again at most three times. */
export const MAX_RETRIES = 3;
/** Spec section 7: a 429 without `Retry-After` waits 1 s, then 2 s, then 4 s. */
export const FIRST_BACKOFF_MS = 1_000;

/** An API path template (`/listings/:id/…`) filled with one object's id. */
export const pathWithId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
// A wait longer than a call may take is no retry but an answer: it goes to the caller (the forms
// count it down), rather than keeping a spinner turning for minutes.
const MAX_RATE_LIMIT_WAIT_MS = API_TIMEOUT_MS;

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
  /**
   * `false`: a 429 comes straight back instead of being waited out. The sign-in and code forms
   * set it, since there the throttle is the answer the person must see (the lock of spec 8).
   */
  retryOnRateLimit?: boolean;
}

/**
 * Where the session plugs in: `headers` adds the bearer token to every call, and `onUnauthorized`
 * may renew the session on a 401 and answer `true` to send the call again; `retry` counts the
 * retries already made, so a token refused right after its renewal is renewed again.
 */
export interface ApiClientHooks {
  headers?: (path: string) => Record<string, string> | Promise<Record<string, string>>;
  onUnauthorized?: (error: ApiError, path: string, retry: number) => Promise<boolean>;
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
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
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

/** Waits `ms`, or fails with REQUEST_CANCELED as soon as the caller's signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const canceled = () => new ApiError('REQUEST_CANCELED', 'Request canceled', 0);
    if (signal?.aborted) return reject(canceled());
    const abort = () => {
      clearTimeout(timer);
      reject(canceled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Calls `/api{path}` and unwraps the `{ success, data, error }` envelope into `data` or an ApiError.
 * Spec section 7's retries: a 401 renews the session and sends again; a 429 waits `Retry-After`
 * (else 1 s, doubling) and sends again; at most MAX_RETRIES in all. Nothing else is retried, so an
 * unsafe call is only ever sent again when the server said it did not run it (401 from the guard,
 * 429 from the limiter), never after a timeout, a network error or a 5xx.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let rateLimited = 0;
  for (let retry = 0; ; retry++) {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!(error instanceof ApiError) || retry >= MAX_RETRIES) throw error;
      if (error.status === 401) {
        if (!(await hooks.onUnauthorized?.(error, path, retry))) throw error;
      } else if (error.status === 429 && options.retryOnRateLimit !== false) {
        const waitMs =
          error.retryAfter === undefined ? FIRST_BACKOFF_MS * 2 ** rateLimited : error.retryAfter * 1000;
        if (waitMs > MAX_RATE_LIMIT_WAIT_MS) throw error;
        rateLimited++;
        await pause(waitMs, options.signal);
      } else throw error;
    }
  }
}
