import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The zod validator, except that a request without a body is validated as `undefined`: Fastify
 * hands validators `null` then, which an optional body schema refuses, so a call whose body the
 * contract marks optional (`send-password-change-verification`, `refresh` and `logout` by cookie)
 * answered 400 when sent with no body at all.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data ?? undefined);
};
