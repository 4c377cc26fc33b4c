import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith } from '../../test/fetch-stub';
import { ApiError, apiRequest, configureApiClient } from './api-client';

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
