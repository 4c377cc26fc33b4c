import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config.js';

/** Never log a secret: credentials, tokens, codes and passwords are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.code',
  '*.verificationCode',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && config.env !== 'production';
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
