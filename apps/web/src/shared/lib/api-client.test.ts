import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../test/fetch-stub';
import { ApiError, apiRequest, configureApiClient, MAX_RETRIES } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  configureApiClient({});
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('api client', () => {
  it('calls /api with JSON and unwraps data', async () => {
    const fetch = answerWith(200, { success: true, data: { id: 1 } });
    await expect(
      apiRequest('/things', { method: 'POST', body: { a: 1 }, query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/things\?page=2$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error envelope into a typed ApiError', async () => {
    answerWith(409, {
      success: false,
      error: { code: 'EMAIL_EXISTS', message: 'Email already exists', details: { fields: [] } },
    });
    const error = await failure(apiRequest('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email already exists', status: 409 });
    expect(error.details).toEqual({ fields: [] });
  });

  it('keeps Retry-After on a 429', async () => {
    answerWith(
      429,
      { success: false, error: { code: 'RATE_LIMIT', message: 'slow down' } },
      { 'Retry-After': '30' },
    );
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'RATE_LIMIT', retryAfter: 30 });
  });

  it('maps an unknown code to UNKNOWN_ERROR', async () => {
    answerWith(500, { success: false, error: { code: 'WHAT', message: 'odd' } });
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'UNKNOWN_ERROR', status: 500 });
  });

  it('says INVALID_RESPONSE when the body is not our envelope', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>bad gateway</html>', { status: 502 }),
    );
    expect(await failure(apiRequest('/x'))).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid response from server',
      status: 502,
    });
    answerWith(200, { hello: 'world' });
    expect((await failure(apiRequest('/x'))).code).toBe('INVALID_RESPONSE');
  });

  it('says NETWORK_ERROR when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(apiRequest('/x'))).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Failed to connect to server',
      status: 0,
    });
  });

  it('gives up after 15 seconds with REQUEST_TIMEOUT', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const pending = failure(apiRequest('/slow'));
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('tells a cancel from a timeout', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const pending = failure(apiRequest('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ code: 'REQUEST_CANCELED' });
  });

  it('lets the accounts issue add headers and replay once after a 401', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, error: { code: 'TOKEN_EXPIRED', message: 'x' } }), {
          status: 401,
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: 'ok' }), { status: 200 }));
    let token = 'old';
    configureApiClient({
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onUnauthorized: async () => {
        token = 'new';
        return true;
      },
    });
    await expect(apiRequest('/me')).resolves.toBe('ok');
    const sent = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sent).toEqual(['Bearer old', 'Bearer new']);
  });
});

// Spec section 7's retry helper. Each test answers from a queue: the call under test must send
// exactly as often as the rule says, and never earlier than the wait it was asked for.
const envelope = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: false, error: { code, message: code } }), { status, headers });
const okResponse = () => new Response(JSON.stringify({ success: true, data: 'done' }), { status: 200 });

function answers(...queue: (Response | Error)[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = queue.shift();
    if (!next) throw new Error('sent more often than expected');
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('retries (spec section 7)', () => {
  it('waits the seconds of Retry-After before sending a 429 again, the body unchanged', async () => {
    vi.useFakeTimers();
    const fetch = answers(envelope(429, 'RATE_LIMIT', { 'Retry-After': '3' }), okResponse());
    const pending = apiRequest('/listings', { method: 'POST', body: { title: 'x' } });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('done');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([, init]) => init?.body)).toEqual(['{"title":"x"}', '{"title":"x"}']);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const fetch = answers(
      envelope(429, 'RATE_LIMIT', { 'Retry-After': 'Sun, 01 Mar 2026 10:00:05 GMT' }),
      okResponse(),
    );
    const pending = apiRequest('/x');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('done');
  });

  it('without Retry-After waits 1 s, 2 s, 4 s, then hands the fourth 429 to the caller', async () => {
    vi.useFakeTimers();
    const sentAt: number[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      sentAt.push(Date.now());
      return envelope(429, 'RATE_LIMIT');
    });
    const start = Date.now();
    const pending = failure(apiRequest('/x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ code: 'RATE_LIMIT', status: 429 });
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
    expect(sentAt.map((time) => time - start)).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('hands back at once a 429 whose wait is longer than a call may take', async () => {
    vi.useFakeTimers();
    const fetch = answers(envelope(429, 'RATE_LIMIT', { 'Retry-After': '60' }));
    expect(await failure(apiRequest('/x'))).toMatchObject({ code: 'RATE_LIMIT', retryAfter: 60 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands back at once a 429 of a call that asks so (the sign-in forms)', async () => {
    const fetch = answers(envelope(429, 'RATE_LIMIT', { 'Retry-After': '1' }));
    const error = await failure(
      apiRequest('/auth/login', { method: 'POST', body: {}, retryOnRateLimit: false }),
    );
    expect(error).toMatchObject({ code: 'RATE_LIMIT', retryAfter: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller cancels', async () => {
    vi.useFakeTimers();
    const fetch = answers(envelope(429, 'RATE_LIMIT', { 'Retry-After': '5' }), okResponse());
    const controller = new AbortController();
    const pending = failure(apiRequest('/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'REQUEST_CANCELED' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500', () => envelope(500, 'INTERNAL_ERROR')],
    ['a 503', () => envelope(503, 'SERVICE_UNAVAILABLE', { 'Retry-After': '1' })],
    ['a network failure', () => new TypeError('Failed to fetch')],
  ])('never sends an unsafe call again after %s (it may have run)', async (_name, answer) => {
    vi.useFakeTimers();
    const fetch = answers(answer(), okResponse());
    const pending = failure(apiRequest('/listings', { method: 'POST', body: { title: 'x' } }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).status).not.toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renews and sends again after a 401 up to three times, telling the hook which retry it is', async () => {
    const fetch = answers(...Array.from({ length: 4 }, () => envelope(401, 'TOKEN_EXPIRED')));
    const retries: number[] = [];
    configureApiClient({
      onUnauthorized: async (_error, _path, retry) => {
        retries.push(retry);
        return true;
      },
    });
    expect(await failure(apiRequest('/users/settings'))).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(retries).toEqual([0, 1, 2]);
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
  });

  it('counts 401 and 429 retries together, so no call is sent more than four times', async () => {
    vi.useFakeTimers();
    const fetch = answers(
      envelope(401, 'TOKEN_EXPIRED'),
      envelope(429, 'RATE_LIMIT', { 'Retry-After': '1' }),
      envelope(401, 'TOKEN_EXPIRED'),
      envelope(429, 'RATE_LIMIT', { 'Retry-After': '1' }),
      okResponse(),
    );
    configureApiClient({ onUnauthorized: async () => true });
    const pending = failure(apiRequest('/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await pending).toMatchObject({ code: 'RATE_LIMIT' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
