import { z } from 'zod';

/**
 * Validation messages (spec section 5), keyed for translation. Schemas use the key as the zod
 * message; the server sends `{ path, key, message, params }` and the web translates `key`.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  tooShort: 'Must be at least {min} characters',
  tooLong: 'Must be at most {max} characters',
  tooSmall: 'Must be at least {min}',
  tooBig: 'Must be at most {max}',
  invalidFormat: 'Invalid format',
  invalidPhone: 'Please enter a valid phone number',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordsMismatch: 'Passwords do not match',
  passwordWeak:
    'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character',
  nameRequired: 'Please enter your name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  priceInvalid: 'Valid price is required',
  priceFormat: 'Invalid price format',
  locationRequired: 'Location is required',
  imageRequired: 'At least one image is required',
  detailsRequired: 'Details are required',
  formInvalid: 'Form validation failed',
  usernameInvalid: 'Use 3 to 30 lowercase letters, numbers, dots, dashes or underscores',
  codeInvalid: 'Enter the 6-digit code from the email',
  dateInvalid: 'Please enter a valid date',
  birthDateFuture: 'A date of birth cannot be in the future',
  birthDateTooRecent: 'You must be at least 13 years old',
  birthDateTooEarly: 'Check the year: that is more than 120 years ago',
  requiredForVehicle: '{field} is required for vehicle listings',
  fieldRequired: '{field} is required',
  invalidCharacters: 'Contains a character that cannot be saved',
} as const;
export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

// Own keys only: `in` would also accept inherited names such as `toString`.
export const isValidationKey = (value: string): value is ValidationKey =>
  Object.hasOwn(VALIDATION_MESSAGES, value);

/** Fills `{name}` placeholders; a placeholder without a param stays as written. */
export const formatMessage = (template: string, params: Record<string, unknown> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined ? String(params[name]) : whole,
  );

// PostgreSQL refuses U+0000 in text and jsonb. A lone surrogate half is no character at all: jsonb
// refuses its escape and text would keep a replacement character instead of what was sent.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether the database can keep `value` exactly as it was sent. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The paths (`details.color`, `features.2`) of every string in `value`, object keys included,
 * that cannot be stored: for what arrives untyped (form fields, JSON inside a field). A bad key is
 * named with U+FFFD in place of what it cannot hold.
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.')];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isStorableText(key)
      ? findUnstorableText(item, [...path, key])
      : [[...path, key.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD')].join('.')],
  );
}

/**
 * Every text field of a request starts from this string: what the database cannot keep is
 * refused as `invalidCharacters` on that field, before any other rule reads it.
 */
export const storableString = z.string().refine(isStorableText, { error: 'invalidCharacters', abort: true });

// A missing or non-text value keeps zod's type issue: the API maps it to `required` or
// `invalidFormat` by what arrived, which a fixed key here could not tell apart.
const trimmed = storableString.trim();

/**
 * A required text field with length limits whose errors carry translation keys. An empty value
 * reports `requiredKey` alone; a value shorter than `min` reports `tooShort`.
 */
export const requiredText = (max: number, requiredKey: ValidationKey = 'required', min = 1) => {
  const filled = trimmed.min(1, { error: requiredKey, abort: true });
  return (min > 1 ? filled.min(min, 'tooShort') : filled).max(max, 'tooLong');
};

export const emailSchema = trimmed
  .min(1, { error: 'emailRequired', abort: true })
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'))
  .transform((value) => value.toLowerCase());
