import sharp from 'sharp';
import type { TestApp } from './build-test-app.js';
import { multipartBody, type TestFile } from './multipart.js';

export const photo = async (background: string): Promise<TestFile> => ({
  name: 'images',
  filename: `${background.slice(1)}.png`,
  type: 'image/png',
  body: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** For listing edit tests: signing in, and multipart requests, against one test app. */
export function editRequests(t: TestApp) {
  let address = 0;
  return {
    /** A signed-in user (premium unless told), with the header to send. */
    async signIn(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
      const user = await t.factories.createUser({
        premiumUntil: new Date(Date.now() + 86_400_000),
        ...overrides,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
    },
    /**
     * A multipart request, each from an address of its own: the walks send hundreds of edits,
     * more than one address may send a minute.
     */
    async send(
      method: 'POST' | 'PUT' | 'PATCH',
      url: string,
      auth: Record<string, string>,
      fields: Record<string, string>,
      files: TestFile[] = [],
    ) {
      const body = await multipartBody(fields, files);
      address += 1;
      return t.app.inject({
        method,
        url,
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    },
  };
}
