import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS, redactUrl } from './logger.js';

describe('log redaction', () => {
  it('hides tokens and codes in URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&lang=ar')).toBe(
      '/api/auth/verify-email?token=[redacted]&lang=ar',
    );
    expect(redactUrl('/x?code=123456')).toBe('/x?code=[redacted]');
  });

  it('hides passwords, tokens and credentials but keeps error codes', () => {
    let line = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        line += chunk.toString();
        done();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'jwt=abc' } },
      body: { password: 'hunter2', code: '123456', refreshToken: 'r' },
      err: { code: 'ECONNREFUSED' },
    });
    expect(line).not.toMatch(/hunter2|123456|Bearer abc|jwt=abc|"r"/);
    expect(line).toContain('ECONNREFUSED');
  });
});
