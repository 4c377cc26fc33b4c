import { z } from 'zod';
import { emailSchema, storableString } from '../common/validation.js';
import { languageSchema } from '../enums/user.schema.js';
import { currentUserSchema } from '../users/account.schema.js';
import { AUTH_LIMITS, USERNAME_PATTERN } from './auth.constants.js';
import { isStrongPassword } from './password-strength.js';

/** A password as typed at login: never trimmed, only bounded so nobody hashes a megabyte. */
export const loginPasswordSchema = storableString
  .min(1, { error: 'passwordRequired', abort: true })
  .max(AUTH_LIMITS.passwordMax, 'tooLong');

/** A new password: spec section 5's policy. */
export const newPasswordSchema = loginPasswordSchema.refine(isStrongPassword, 'passwordWeak');

export const usernameSchema = storableString
  .trim()
  .toLowerCase()
  .min(1, { error: 'required', abort: true })
  .min(AUTH_LIMITS.usernameMin, 'tooShort')
  .max(AUTH_LIMITS.usernameMax, 'tooLong')
  .regex(USERNAME_PATTERN, 'usernameInvalid');

export const personNameSchema = storableString
  .trim()
  .min(1, { error: 'nameRequired', abort: true })
  .min(2, 'tooShort')
  .max(100, 'tooLong');

/** Six digits; Arabic-Indic digits typed on an Arabic keyboard count. */
export const verificationCodeSchema = storableString
  .transform((value) =>
    value.replace(/\s/g, '').replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))),
  )
  .pipe(z.string().regex(new RegExp(`^\\d{${AUTH_LIMITS.codeLength}}$`), 'codeInvalid'));

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  /**
   * Derived from the email on the form; the server derives it too when missing. Older clients send
   * any text here (the email's local part, "John Doe"): one that is no valid username counts as
   * not sent.
   */
  username: storableString
    .transform((value) => {
      const parsed = usernameSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    })
    .optional(),
  /** The interface language at sign-up: mails and settings start in it. */
  language: languageSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  email: z.string(),
  verificationRequired: z.literal(true),
  codeExpiresAt: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  accessTokenExpiresAt: z.string(),
  refreshTokenExpiresAt: z.string(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** What login and a verified email answer: the signed-in user and their tokens. */
export const authSessionSchema = z.object({ user: currentUserSchema, tokens: tokensSchema });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** Either the code from the mail with its address, or the token of the mail's link. */
export const verifyEmailRequestSchema = z.union([
  z.object({ email: emailSchema, code: verificationCodeSchema }),
  z.object({ token: storableString.trim().min(20, 'invalidFormat').max(200, 'invalidFormat') }),
]);
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const codeSentResponseSchema = z.object({
  sent: z.literal(true),
  codeExpiresAt: z.string().optional(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** The refresh token may also come from the `refresh_token` cookie older web clients relied on. */
export const refreshRequestSchema = z
  .object({ refreshToken: storableString.trim().max(200, 'invalidFormat').optional() })
  .optional();

/** `data.tokens` as the spec reads it; the flat fields are what the mobile client reads. */
/**
 * A refresh by body (the mobile app) answers the new pair; a refresh by cookie (a browser) answers
 * only when they expire, so a script running in the page can never read a token (the cookies
 * carry them).
 */
export const refreshResponseSchema = z.object({
  tokens: tokensSchema.partial({ accessToken: true, refreshToken: true }),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});

export const messageResponseSchema = z.object({ message: z.string() });

/**
 * The one-click unlock of a locked account: the token of the mailed link (a signed JWT). A link
 * cut short in a mail client is an invalid link (UNLOCK_LINK_INVALID), not a form field to fix.
 */
export const unlockAccountRequestSchema = z.object({
  token: storableString.trim().max(1000, 'invalidFormat'),
});
export type UnlockAccountRequest = z.infer<typeof unlockAccountRequestSchema>;

export const verifyTokenResponseSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.string(),
  user: currentUserSchema,
});

export const passwordResetVerifyRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
});
export const passwordResetVerifyResponseSchema = z.object({ valid: z.literal(true) });

export const passwordResetConfirmRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

/**
 * Signed in: the mailed code, and the current password when the client asks for it. With `email`
 * and no current password it is the older clients' password reset (api-compat.md 9.4): the reset
 * code mailed to that address, no sign-in needed.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: loginPasswordSchema.optional(),
  newPassword: newPasswordSchema,
  verificationCode: verificationCodeSchema,
  email: emailSchema.optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * Signed in: mails the password change code (after checking `currentPassword` when sent). With
 * `email` and no current password it is the old web client's "forgot password" request.
 */
export const passwordChangeCodeRequestSchema = z
  .object({
    currentPassword: storableString.max(AUTH_LIMITS.passwordMax, 'tooLong').optional(),
    email: emailSchema.optional(),
  })
  .passthrough()
  .optional();

/** The existing clients' email change: a code mailed to the new address, then that code. */
export const emailChangeRequestSchema = z.object({ newEmail: emailSchema });
export const emailChangeConfirmSchema = z.object({ verificationCode: verificationCodeSchema });
export const emailChangedResponseSchema = z.object({ message: z.string(), newEmail: z.string() });

/** The old web client opens the mailed link's token with a GET. */
export const verifyEmailLinkQuerySchema = z.object({
  token: storableString.trim().min(20, 'invalidFormat').max(200, 'invalidFormat'),
});
export const emailVerifiedResponseSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });
