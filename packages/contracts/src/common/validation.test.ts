import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  findUnstorableText,
  formatMessage,
  isValidationKey,
  requiredText,
  storableString,
  VALIDATION_MESSAGES,
} from './validation.js';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.error?.issues.map((issue) => issue.message);

describe('formatMessage', () => {
  it('fills placeholders from params', () => {
    expect(formatMessage(VALIDATION_MESSAGES.tooShort, { min: 10 })).toBe('Must be at least 10 characters');
    expect(formatMessage('{field} is required', { field: 'Make' })).toBe('Make is required');
  });

  it('leaves placeholders without a param as written', () => {
    expect(formatMessage('Must be at most {max}')).toBe('Must be at most {max}');
    expect(formatMessage('{max} and {min}', { max: 5, min: undefined })).toBe('5 and {min}');
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
  });
});

describe('isValidationKey', () => {
  it('knows only the message keys', () => {
    expect(isValidationKey('emailInvalid')).toBe(true);
    expect(isValidationKey('Invalid input')).toBe(false);
    expect(isValidationKey('toString')).toBe(false);
    expect(isValidationKey('constructor')).toBe(false);
  });

  it('has a message with placeholders only where params exist', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      for (const [, name] of message.matchAll(/\{(\w+)\}/g))
        expect(['min', 'max', 'field'], key).toContain(name);
    }
  });
});

describe('requiredText', () => {
  const title = requiredText(20, 'titleRequired');
  const story = requiredText(100, 'descriptionRequired', 10);

  it('trims and accepts text within the limits', () => {
    expect(title.parse('  Corolla 2015  ')).toBe('Corolla 2015');
  });

  it('reports the required key alone for empty or blank text', () => {
    for (const input of ['', '   ']) {
      expect(messagesOf(title.safeParse(input)), input).toEqual(['titleRequired']);
      expect(messagesOf(story.safeParse(input)), input).toEqual(['descriptionRequired']);
    }
  });

  it('leaves a missing or non-text value to the type issue, which the API maps by what arrived', () => {
    for (const input of [undefined, null, 42]) {
      expect(story.safeParse(input).error?.issues.map((issue) => issue.code)).toEqual(['invalid_type']);
    }
  });

  it('reports tooShort and tooLong', () => {
    expect(messagesOf(story.safeParse('too short'))).toEqual(['tooShort']);
    expect(messagesOf(title.safeParse('x'.repeat(21)))).toEqual(['tooLong']);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Sami.K@Example.COM ')).toBe('sami.k@example.com');
  });

  it.each([
    ['', 'emailRequired'],
    ['  ', 'emailRequired'],
    ['not-an-email', 'emailInvalid'],
    ['sami@', 'emailInvalid'],
    [`${'a'.repeat(250)}@x.sy`, 'tooLong'],
  ])('rejects %j with %s', (input, key) => {
    expect(messagesOf(emailSchema.safeParse(input))).toEqual([key]);
  });
});

describe('text the database cannot keep', () => {
  it('refuses U+0000 and lone surrogate halves as invalidCharacters, alone', () => {
    for (const input of ['a\u0000b', '\u0000', 'x\ud800', '\udfffy', '\udc00\ud800']) {
      expect(messagesOf(storableString.safeParse(input))).toEqual(['invalidCharacters']);
      expect(messagesOf(requiredText(3).safeParse(`${input}long enough`))).toEqual(['invalidCharacters']);
    }
  });

  it('keeps everything else: paired surrogates, controls PostgreSQL stores, direction marks', () => {
    for (const input of ['🚗 سيارة', '\t\n\r\u0001\u001f', '\u200f١٢٣\u200e', '\ufffd\uffff']) {
      expect(storableString.parse(input)).toBe(input);
    }
  });

  it('finds every bad string in an untyped value by its path, keys included', () => {
    const value = { title: 'ok', details: { color: 'a\u0000', features: ['x', '\ud800'] }, ['k\u0000']: 1 };
    expect(findUnstorableText(value)).toEqual(['details.color', 'details.features.1', 'k\ufffd']);
    expect(findUnstorableText({ nested: [{ fine: 'yes' }], n: 5, b: null })).toEqual([]);
  });
});
