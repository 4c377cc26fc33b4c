import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../contact/contact.schema.js';
import { integerLike, numberLike, toLatinDigits } from './numbers.js';
import { formatMessage } from './validation.js';

describe('numbers in any digits', () => {
  it('reads Eastern Arabic digits', () => {
    expect(toLatinDigits('٢٠١٥')).toBe('2015');
    expect(integerLike.parse('١٢٣٤٥')).toBe(12345);
    expect(numberLike.parse('١٢٬٥٠٠')).toBe(12500);
    expect(numberLike.parse('3٫5')).toBe(3.5);
  });

  it('rejects text that is not a number', () => {
    expect(numberLike.safeParse('cheap').success).toBe(false);
    expect(integerLike.safeParse('2.5').success).toBe(false);
  });
});

describe('contact request', () => {
  const good = { name: 'Sami', email: 'SAMI@Example.COM', subject: 'Hello', message: 'A question about ads' };

  it('accepts a good message and lower-cases the email', () => {
    expect(contactRequestSchema.parse(good).email).toBe('sami@example.com');
  });

  it('joins firstName and lastName', () => {
    const { name: _name, ...rest } = good;
    expect(contactRequestSchema.parse({ ...rest, firstName: 'Sami', lastName: 'Khoury' }).name).toBe(
      'Sami Khoury',
    );
  });

  it('carries translation keys in its errors', () => {
    const result = contactRequestSchema.safeParse({ ...good, email: 'nope', message: 'short' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ email: 'emailInvalid', message: 'tooShort' });
  });

  it('fills message placeholders', () => {
    expect(formatMessage('Must be at least {min} characters', { min: 10 })).toBe(
      'Must be at least 10 characters',
    );
  });
});
