import { describe, expect, it } from 'vitest';
import { redirectTarget, withQuery } from './redirect';

describe('redirect after sign-in', () => {
  it.each([
    ['/saved-listings', '/saved-listings'],
    ['/messages/42?x=1#end', '/messages/42?x=1#end'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/verify-code', '/'],
  ])('%s → %s', (value, target) => expect(redirectTarget(value)).toBe(target));

  it('builds a query, leaving out empty values', () => {
    expect(withQuery('/verify-code', { email: 'a+b@x.example', redirect: null, reason: '' })).toBe(
      '/verify-code?email=a%2Bb%40x.example',
    );
    expect(withQuery('/login', {})).toBe('/login');
  });
});
