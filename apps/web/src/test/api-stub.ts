import { vi } from 'vitest';
import { signOut } from '../shared/lib/session';

/** One call the page made, as the server would have seen it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** `include` when the browser would send the session cookies with it. */
  credentials: RequestCredentials | undefined;
}

type Answer =
  { status: number; body: unknown } | ((request: SeenRequest) => { status: number; body: unknown });

/** Toasts come from a renderer loaded on first use: the first one takes a moment. */
export const TOAST_WAIT = { timeout: 5000 };

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, code: string, details?: unknown) => ({
  status,
  body: { success: false, error: { code, message: code, ...(details ? { details } : {}) } },
});

/**
 * The API as the only fake: answers by `METHOD /path` (after `/api`), records every call, and
 * answers 404 to anything unexpected so a test never reaches a network.
 */
export function stubApi(routes: Record<string, Answer>) {
  const seen: SeenRequest[] = [];
  const all: Record<string, Answer> = { 'POST /auth/logout': ok({ message: 'bye' }), ...routes };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body =
      init?.body instanceof FormData
        ? init.body
        : typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    const request = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
    };
    seen.push(request);
    const answer = all[`${method} ${path}`] ?? fail(404, 'ROUTE_NOT_FOUND');
    const { status, body: reply } = typeof answer === 'function' ? answer(request) : answer;
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    seen,
    calls: (method: string, path: string) =>
      seen.filter((call) => call.method === method && call.path === path),
  };
}

/** Ends the session while the fake API still answers, then puts the real fetch back. */
export async function signOutAndRestore() {
  await signOut();
  vi.restoreAllMocks();
}
