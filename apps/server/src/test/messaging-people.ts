import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';

export type Headers = Record<string, string>;
export interface Person {
  user: Awaited<ReturnType<TestApp['factories']['createUser']>>;
  auth: Headers;
}

let addresses = 0;

/** Helpers for the messaging tests: people signed in from addresses of their own, and calls. */
export function messagingHelpers(app: () => TestApp) {
  async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}): Promise<Person> {
    const user = await app().factories.createUser(overrides);
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.22.${(++addresses >> 8) & 255}.${addresses & 255}`,
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth: Headers = {},
    payload?: object,
  ) {
    const response = await app().app.inject({
      method,
      url,
      headers: auth,
      remoteAddress: `10.23.${(++addresses >> 8) & 255}.${addresses & 255}`,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  /** The buyer writes about the seller's listing; the conversation's and first message's ids. */
  async function open(
    buyer: Person,
    seller: Person,
    listingId: string,
    initialMessage = 'Hello, is it still available?',
  ) {
    const { status, body } = await call('POST', '/api/messages/conversations', buyer.auth, {
      participantIds: [seller.user.id],
      initialMessage,
      listingId,
    });
    expect([200, 201]).toContain(status);
    return body.data as { id: string; lastMessage: { id: string } };
  }

  return { signIn, call, open };
}
