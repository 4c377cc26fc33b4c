import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSettings, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const NEW_PASSWORD = 'Brand#New2026';

async function signedInUser() {
  const user = await t.factories.createUser();
  await t.db.update(userSettings).set({ loginNotifications: false }).where(eq(userSettings.userId, user.id));
  const session = (await post('/api/auth/login', { email: user.email, password: user.password })).json().data;
  return { user, tokens: session.tokens as { accessToken: string; refreshToken: string } };
}
const passwordHash = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('password reset', () => {
  it('answers the same for unknown and known emails, and mails a code only to the known one', async () => {
    const { user } = await signedInUser();
    const known = await post('/api/auth/password-reset/request', { email: user.email });
    const unknown = await post('/api/auth/password-reset/request', { email: 'ghost@example.com' });
    expect(known.json()).toEqual(unknown.json());
    expect(mail.forAddress('ghost@example.com')).toHaveLength(0);
    expect((await mail.nextMail(user.email, 0)).subject).toBe('Reset your Souqna password');
  });

  it('verifies the code, sets the new password and ends every session', async () => {
    const { user, tokens } = await signedInUser();
    await post('/api/auth/forgot-password', { email: user.email });
    const code = await mail.latestCode(user.email);
    expect(
      (
        await post('/api/auth/password-reset/verify', {
          email: user.email,
          code: '000000' === code ? '111111' : '000000',
        })
      ).json().error,
    ).toMatchObject({
      code: 'INVALID_CODE',
      details: { attemptsLeft: 4 },
    });
    expect((await post('/api/auth/password-reset/verify', { email: user.email, code })).json().data).toEqual({
      valid: true,
    });

    const weak = await post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      newPassword: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'newPassword', key: 'passwordWeak' }),
    );

    // The old password is refused as the new one, and the code stays good for another try.
    const same = await post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      newPassword: user.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('PASSWORD_REUSED');

    const confirmed = await post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    // The code is used up.
    expect(
      (
        await post('/api/auth/password-reset/confirm', {
          email: user.email,
          code,
          newPassword: 'Other#Pass2026',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('password change', () => {
  it('needs a mailed code and the current password; keeps this session, ends the others', async () => {
    const { user, tokens } = await signedInUser();
    const second = (await post('/api/auth/login', { email: user.email, password: user.password })).json().data
      .tokens;
    expect((await post('/api/auth/send-password-change-verification', {})).statusCode).toBe(401);
    const sent = await post('/api/auth/send-password-change-verification', {}, tokens.accessToken);
    expect(sent.json().data.sent).toBe(true);
    const code = await mail.latestCode(user.email);
    const before = await passwordHash(user.id);

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Wrong#Pass1', newPassword: NEW_PASSWORD, verificationCode: code },
      tokens.accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const same = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: user.password, verificationCode: code },
      tokens.accessToken,
    );
    expect(same.json().error.code).toBe('PASSWORD_REUSED');
    const badCode = await post(
      '/api/auth/change-password',
      {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        verificationCode: code === '123456' ? '654321' : '123456',
      },
      tokens.accessToken,
    );
    expect(badCode.json().error.code).toBe('INVALID_CODE');
    expect(await passwordHash(user.id)).toBe(before);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD, verificationCode: code },
      tokens.accessToken,
    );
    expect(changed.statusCode).toBe(200);
    expect(await passwordHash(user.id)).not.toBe(before);
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${second.accessToken}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('asks for the current password before mailing a code when the client sends it', async () => {
    const { tokens } = await signedInUser();
    const response = await post(
      '/api/auth/send-password-change-verification',
      { currentPassword: 'Wrong#Pass1' },
      tokens.accessToken,
    );
    expect(response.json().error.code).toBe('WRONG_PASSWORD');
  });
});
