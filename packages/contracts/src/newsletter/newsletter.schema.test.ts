import { describe, expect, it } from 'vitest';
import { newsletterSubscribeSchema } from './newsletter.schema.js';

describe('newsletterSubscribeSchema', () => {
  it('lower-cases the email and folds the language', () => {
    expect(newsletterSubscribeSchema.parse({ email: ' Lina@Mail.SY ', language: 'AR' })).toEqual({
      email: 'lina@mail.sy',
      language: 'ar',
    });
    expect(newsletterSubscribeSchema.parse({ email: 'lina@mail.sy' })).toEqual({ email: 'lina@mail.sy' });
  });

  it('rejects a bad email or an unknown language', () => {
    const bad = newsletterSubscribeSchema.safeParse({ email: 'lina', language: 'tr' });
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['email', 'language']);
    expect(bad.error?.issues.find((issue) => issue.path[0] === 'email')?.message).toBe('emailInvalid');
  });
});
