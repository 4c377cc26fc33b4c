import { ERROR_DEFINITIONS, type ErrorCode } from '@souqna/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { toFieldProblems } from './validation-details.js';

/** The one error shape of DESIGN.md section 3; 5xx answers carry the request id to quote. */
function send(reply: FastifyReply, code: ErrorCode, message?: string, details?: unknown) {
  const status = ERROR_DEFINITIONS[code].status;
  return reply.status(status).send({
    success: false,
    error: {
      code,
      message: message ?? ERROR_DEFINITIONS[code].message,
      ...(details === undefined ? {} : { details }),
      ...(status >= 500 ? { requestId: String(reply.request.id) } : {}),
    },
  });
}

/** Fastify's and its plugins' own error codes, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** drizzle wraps driver errors; the SQLSTATE sits on the error or one of its causes. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * One place turns every failure into the envelope: expected ones (AppError, validation, limits,
 * duplicates) keep their code; anything else is logged and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return send(reply, error.code, error.message, error.details);
    }
    if (Array.isArray(error.validation)) {
      const issues = error.validation.map(({ keyword, message, instancePath, params }) => ({
        ...params,
        code: keyword,
        message: message ?? '',
        instancePath,
      }));
      return send(reply, 'VALIDATION_ERROR', undefined, { fields: toFieldProblems(issues) });
    }
    // Body parsers raise a SyntaxError with status 400 for malformed JSON.
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error instanceof SyntaxError && error.statusCode === 400)
    ) {
      return send(reply, 'BAD_REQUEST', 'Malformed JSON body');
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped);
    if (error.statusCode === 429) return send(reply, 'RATE_LIMIT');
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return send(reply, 'DUPLICATE_ENTRY');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) return send(reply, 'ROUTE_NOT_FOUND');
    return fallback?.(request, reply) ?? send(reply, 'NOT_FOUND');
  });
}
