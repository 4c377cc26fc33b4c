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
  requiredForVehicle: '{field} is required for vehicle listings',
  fieldRequired: '{field} is required',
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

// A missing or non-text value keeps zod's type issue: the API maps it to `required` or
// `invalidFormat` by what arrived, which a fixed key here could not tell apart.
const trimmed = z.string().trim();

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
