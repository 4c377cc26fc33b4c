import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.schema.js';

const good = { name: 'Sami', email: 'SAMI@Example.COM', subject: 'Hello', message: 'A question about ads' };

const messagesByPath = (input: unknown) => {
  const result = contactRequestSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('contactRequestSchema', () => {
  it('accepts the spec form and lower-cases the email', () => {
    expect(contactRequestSchema.parse(good)).toEqual({ ...good, email: 'sami@example.com' });
  });

  it('joins firstName and lastName into name', () => {
    const { name: _name, ...rest } = good;
    expect(contactRequestSchema.parse({ ...rest, firstName: ' Sami ', lastName: 'Khoury' }).name).toBe(
      'Sami Khoury',
    );
    expect(contactRequestSchema.parse({ ...rest, firstName: 'سامي' }).name).toBe('سامي');
    expect(contactRequestSchema.parse({ ...rest, name: ' ', firstName: 'Sami' }).name).toBe('Sami');
  });

  it('prefers name when both readings arrive, and drops the parts', () => {
    const parsed = contactRequestSchema.parse({ ...good, firstName: 'Other', lastName: 'Person' });
    expect(parsed.name).toBe('Sami');
    expect(parsed).not.toHaveProperty('firstName');
  });

  it('rejects a bad email and a short message with their keys', () => {
    expect(messagesByPath({ ...good, email: 'nope', message: 'short' })).toEqual({
      email: 'emailInvalid',
      message: 'tooShort',
    });
  });

  it('reports blank fields with their own keys and missing ones as type issues', () => {
    expect(messagesByPath({ name: '', email: ' ', subject: '', message: '   ' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
    const missing = contactRequestSchema.safeParse({});
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['name', 'invalid_type'],
      ['email', 'invalid_type'],
      ['subject', 'invalid_type'],
      ['message', 'invalid_type'],
    ]);
  });

  it('rejects what is not an object', () => {
    expect(contactRequestSchema.safeParse('hello').success).toBe(false);
    expect(contactRequestSchema.safeParse(null).success).toBe(false);
  });
});
