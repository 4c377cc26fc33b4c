import { z } from 'zod';
import { personNameSchema, usernameSchema, loginPasswordSchema } from '../auth/auth.schema.js';
import { toLatinDigits } from '../common/numbers.js';
import { storableString } from '../common/validation.js';
import { PROFILE_LIMITS } from './account.schema.js';

/** An optional text: blank clears it (null), missing leaves it as it is. */
const clearableText = (max: number) =>
  storableString
    .trim()
    .max(max, 'tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

// Digits in either script, spaces, dashes, brackets and one leading plus: +963 944 123 456.
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

export const phoneSchema = storableString
  .trim()
  .transform(toLatinDigits)
  .refine((value) => value === '' || PHONE.test(value), 'invalidPhone')
  .transform((value) => (value === '' ? null : value.replace(/[\s()-]/g, '')))
  .nullable()
  .optional();

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const BIRTH_AGE = { min: 13, max: 120 } as const;
const ageInYears = (value: string) => (Date.now() - Date.parse(value)) / (365.25 * 24 * 3600 * 1000);

/** `YYYY-MM-DD` of someone between 13 and 120 years old; blank clears it. */
export const dateOfBirthSchema = storableString
  .trim()
  .transform((value) => toLatinDigits(value).slice(0, 10))
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
    error: 'dateInvalid',
    abort: true,
  })
  // Each way a real date can still be wrong says what is wrong with it.
  .refine((value) => value === '' || ageInYears(value) >= 0, { error: 'birthDateFuture', abort: true })
  .refine((value) => value === '' || ageInYears(value) >= BIRTH_AGE.min, {
    error: 'birthDateTooRecent',
    abort: true,
  })
  .refine((value) => value === '' || ageInYears(value) <= BIRTH_AGE.max, 'birthDateTooEarly')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** The text fields of `PUT /api/users/profile` (JSON or multipart); the picture is a file part. */
export const profileUpdateSchema = z.object({
  name: personNameSchema.optional(),
  username: usernameSchema.optional(),
  phone: phoneSchema,
  bio: clearableText(PROFILE_LIMITS.bio),
  dateOfBirth: dateOfBirthSchema,
  street: clearableText(PROFILE_LIMITS.street),
  city: clearableText(PROFILE_LIMITS.city),
  /** `true` removes the current picture. */
  removeProfilePicture: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const deleteAccountRequestSchema = z.object({ password: loginPasswordSchema });
