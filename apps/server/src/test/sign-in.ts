import type { TestApp } from './build-test-app.js';

/** A user made by the factory and signed in through the real login: the user and their auth header. */
export async function signIn(t: TestApp, overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const token = (response.json() as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
  return { user, auth: { authorization: `Bearer ${token}` } };
}
