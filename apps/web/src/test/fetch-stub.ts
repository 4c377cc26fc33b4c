import { vi } from 'vitest';

/** Replaces `fetch` with one fixed JSON answer: the API is the edge of a web unit test. */
export const answerWith = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
