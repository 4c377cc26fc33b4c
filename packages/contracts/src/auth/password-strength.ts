import { AUTH_LIMITS } from './auth.constants.js';

export const PASSWORD_STRENGTHS = ['weak', 'fair', 'good', 'strong', 'excellent'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

const RULES = {
  length: (value: string) => value.length >= AUTH_LIMITS.passwordMin,
  upper: (value: string) => /\p{Lu}/u.test(value),
  lower: (value: string) => /\p{Ll}/u.test(value),
  number: (value: string) => /\p{Nd}/u.test(value),
  special: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value),
} as const;
export type PasswordRule = keyof typeof RULES;
export const PASSWORD_RULES = Object.keys(RULES) as PasswordRule[];

/** Which of the spec's five password rules a value meets. */
export const passwordChecks = (value: string) =>
  Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, RULES[rule](value)])) as Record<
    PasswordRule,
    boolean
  >;

/** True when a password meets every rule of spec section 5. */
export const isStrongPassword = (value: string) =>
  value.length <= AUTH_LIMITS.passwordMax && PASSWORD_RULES.every((rule) => RULES[rule](value));

/**
 * The meter's level: the rules met, plus credit for length beyond the minimum. A password only
 * reaches `good` once it meets every rule, so the meter never praises one the server refuses.
 */
export function passwordStrength(value: string): PasswordStrength {
  const met = PASSWORD_RULES.filter((rule) => RULES[rule](value)).length;
  if (met < PASSWORD_RULES.length) return met <= 2 ? 'weak' : 'fair';
  if (value.length >= 16) return 'excellent';
  if (value.length >= 12) return 'strong';
  return 'good';
}
