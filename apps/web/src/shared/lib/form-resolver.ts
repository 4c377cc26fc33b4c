import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translateValidation } from './field-errors';

/**
 * A react-hook-form resolver for a contracts schema whose messages are validation keys: the
 * form receives the translated text, with limits such as `{{min}}` filled from the issue.
 */
export function translatedZodResolver<T extends FieldValues>(
  schema: z.ZodType<T>,
  t: TFunction,
): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message?: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      const params: Record<string, unknown> = {};
      if ('minimum' in issue) params.min = Number(issue.minimum);
      if ('maximum' in issue) params.max = Number(issue.maximum);
      errors[path] = { type: issue.code, message: translateValidation(t, issue.message, params) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
