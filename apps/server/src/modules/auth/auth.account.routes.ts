import {
  API_PATHS,
  changePasswordRequestSchema,
  codeSentResponseSchema,
  emailChangeConfirmSchema,
  emailChangedResponseSchema,
  emailChangeRequestSchema,
  emailVerifiedResponseSchema,
  messageResponseSchema,
  passwordChangeCodeRequestSchema,
  successEnvelope,
  verifyEmailLinkQuerySchema,
} from '@souqna/contracts';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { changeEmailWithCode, sendEmailChangeCode } from './auth.email-change.js';
import * as auth from './auth.service.js';

/**
 * The signed-in account's password and email changes, and the calls of the existing clients that
 * reach the same flows another way (api-compat.md sections 1 and 9.4): the old web client's
 * "forgot password" goes through the change calls without signing in, and opens the mailed
 * verification link with a GET.
 */
const PATHS = API_PATHS.auth;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function registerAuthAccountRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['auth'];

  app.get(
    PATHS.verifyEmail,
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Verify the email with the mailed link’s token, without signing in (older web clients)',
        querystring: verifyEmailLinkQuerySchema,
        response: { 200: successEnvelope(emailVerifiedResponseSchema), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const data = await auth.verifyEmail(deps, { token: request.query.token }, null);
      return { ...ok(data), message: 'Email verified successfully' };
    },
  );

  app.post(
    PATHS.sendPasswordChangeVerification,
    {
      preHandler: guard.optionalUser,
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Mail the code a password change needs',
        description:
          'Signed in: checks `currentPassword` when sent and mails the change code. With `email` and no `currentPassword` (the old web client’s "forgot password" page, signed in or not) it is a password reset request: the reset code goes to that address, and the answer is the same whether or not it has an account.',
        body: passwordChangeCodeRequestSchema,
        response: { 200: successEnvelope(codeSentResponseSchema), ...errorResponses(400, 401, 429, 502) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body?.email && body.currentPassword === undefined) {
        return ok(await auth.requestPasswordReset(deps, body.email));
      }
      return ok(await auth.sendPasswordChangeCode(deps, authOf(request).user, body?.currentPassword));
    },
  );

  app.post(
    PATHS.changePassword,
    {
      preHandler: guard.optionalUser,
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Change the password with the mailed code; other sessions end',
        description:
          'Signed in: `{ currentPassword?, newPassword, verificationCode }`; the current password is checked when sent. `{ email, newPassword, verificationCode }` without `currentPassword` is the older clients’ password reset with the code `forgot-password` mailed (no sign-in needed; every session ends, as with `/password-reset/confirm`).',
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, verificationCode, ...rest } = request.body;
      if (email && rest.currentPassword === undefined) {
        return ok(
          await auth.confirmPasswordReset(deps, {
            email,
            code: verificationCode,
            newPassword: rest.newPassword,
          }),
        );
      }
      const { user, sessionId } = authOf(request);
      return ok(await auth.changePassword(deps, user, sessionId, { ...rest, verificationCode }));
    },
  );

  app.post(
    PATHS.sendEmailChangeVerification,
    {
      preHandler: guard.requireUser,
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Mail a code to a new email address for the account',
        body: emailChangeRequestSchema,
        response: {
          200: successEnvelope(codeSentResponseSchema),
          ...errorResponses(400, 401, 409, 429, 502),
        },
      },
    },
    async (request) => ({
      ...ok(await sendEmailChangeCode(deps, authOf(request).user, request.body.newEmail)),
      message: 'Verification code sent to the new email address',
    }),
  );

  app.post(
    PATHS.changeEmailWithVerification,
    {
      preHandler: guard.requireUser,
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Move the account to the new address with the code mailed there',
        description: '`message` and `newEmail` come at the top level too, where the older clients read them.',
        body: emailChangeConfirmSchema,
        response: {
          200: successEnvelope(emailChangedResponseSchema).extend({
            newEmail: emailChangedResponseSchema.shape.newEmail,
          }),
          ...errorResponses(400, 401, 409, 429),
        },
      },
    },
    async (request) => {
      const data = await changeEmailWithCode(deps, authOf(request).user, request.body.verificationCode);
      return { ...ok(data), message: data.message, newEmail: data.newEmail };
    },
  );
}
