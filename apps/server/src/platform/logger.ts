import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config.js';

/**
 * Never log a secret: credentials, tokens, codes and passwords are redacted wherever a log call
 * puts them (request bodies are not logged at all). `err.code` stays readable: it is an error
 * code such as 23505 or ECONNREFUSED, not a user's verification code.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  'token',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.jwtSecret',
  'body.code',
  '*.body.code',
  '*.verificationCode',
];

const SECRET_QUERY = /([?&](?:token|code|verificationCode|refreshToken|accessToken|password)=)[^&#]*/gi;

/** Links in mails carry tokens in the query string (`/verify-email?token=`): keep them out of logs. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  // Pretty output is for a person at a terminal; anything else (files, containers) gets JSON lines.
  const pretty = process.stdout.isTTY && config.env !== 'production';
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
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
