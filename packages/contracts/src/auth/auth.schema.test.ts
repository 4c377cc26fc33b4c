import { describe, expect, it } from 'vitest';
import { usernameFromEmail } from './auth.constants.js';
import { newPasswordSchema, registerRequestSchema, verificationCodeSchema } from './auth.schema.js';
import { isStrongPassword, passwordChecks, passwordStrength } from './password-strength.js';
import { profileUpdateSchema } from '../users/profile.schema.js';
import { settingsUpdateSchema } from '../users/settings.schema.js';

describe('password policy (spec section 5)', () => {
  it.each([
    ['Short#1a', true],
    ['short#1a', false],
    ['SHORT#1A', false],
    ['Shorter#a', false],
    ['Shorter1a', false],
    ['Sh#1a', false],
    ['كلمةSecret#1', true],
  ])('%s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
    expect(newPasswordSchema.safeParse(password).success).toBe(strong);
  });

  it('names the rule a password misses', () => {
    expect(passwordChecks('abcdefgh')).toEqual({
      length: true,
      upper: false,
      lower: true,
      number: false,
      special: false,
    });
  });

  it('rates weak, fair, good, strong, excellent and never praises a refused password', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('Abcdefg1')).toBe('fair');
    expect(passwordStrength('Abcdefghijklmnopqrst1')).toBe('fair');
    expect(passwordStrength('Abcdef#1')).toBe('good');
    expect(passwordStrength('Abcdefgh#123')).toBe('strong');
    expect(passwordStrength('Abcdefgh#123456789')).toBe('excellent');
  });

  it('reports an empty password as required and a weak one with the spec text key', () => {
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('passwordRequired');
    expect(newPasswordSchema.safeParse('abc').error?.issues[0]?.message).toBe('passwordWeak');
  });
});

describe('usernames', () => {
  it.each([
    ['Rami.Haddad@example.com', 'rami.haddad'],
    ['أحمد@example.com', 'user'],
    ['a+b@example.com', 'userab'],
    ['x_y-z.9@example.com', 'x_y-z.9'],
    ['.odd.@example.com', 'odd'],
  ])('derives %s → %s', (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
    expect(registerRequestSchema.shape.username.safeParse(username).success).toBe(true);
  });
});

describe('verification codes', () => {
  it('accepts six digits in either script, with spaces', () => {
    expect(verificationCodeSchema.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(verificationCodeSchema.safeParse('12345').success).toBe(false);
    expect(verificationCodeSchema.safeParse('12345a').error?.issues[0]?.message).toBe('codeInvalid');
  });
});

describe('profile update', () => {
  it('normalises phone and date, clears blanks, keeps missing fields missing', () => {
    expect(
      profileUpdateSchema.parse({ phone: '+٩٦٣ 944-123-456', dateOfBirth: '1990-04-01', bio: '  ' }),
    ).toEqual({
      phone: '+963944123456',
      dateOfBirth: '1990-04-01',
      bio: null,
    });
  });

  it.each([
    { phone: '12' },
    { dateOfBirth: '1990-02-30' },
    { dateOfBirth: '2024-01-01' },
    { username: 'A B' },
  ])('refuses %o', (input) => expect(profileUpdateSchema.safeParse(input).success).toBe(false));
});

describe('settings update', () => {
  it('takes partial sections and refuses unknown fields', () => {
    expect(settingsUpdateSchema.parse({ privacy: { showEmail: true } })).toEqual({
      privacy: { showEmail: true },
    });
    expect(settingsUpdateSchema.safeParse({ privacy: { showEmial: true } }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ preferences: { timezone: 'Asia/Damascus' } }).success).toBe(true);
    expect(settingsUpdateSchema.safeParse({ preferences: { timezone: 'Nowhere/City' } }).success).toBe(false);
  });
});
