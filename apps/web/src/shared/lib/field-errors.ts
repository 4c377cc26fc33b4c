import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/** What a form's `useTranslation` asks for, so its error texts are loaded before it shows. */
export const FORM_NAMESPACES = ['common', 'errors', 'validation'] as const;

/** Translates a validation key (contracts' VALIDATION_MESSAGES) with its params. */
export const translateValidation = (
  t: TFunction,
  key: string | undefined,
  params?: Record<string, unknown>,
) => (key ? t(`validation:${key}`, { defaultValue: t('validation:invalidFormat'), ...params }) : undefined);

/** The translated message for an API failure: its code, never its English text. */
export const translateApiError = (t: TFunction, error: unknown) =>
  error instanceof ApiError
    ? t(`errors:${error.code}`, { defaultValue: t('errors:UNKNOWN_ERROR') })
    : t('errors:UNKNOWN_ERROR');

/** Field errors of a 400 answer, keyed by field path, translated. */
export function apiFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.fields.map((field) => [
      field.path,
      translateValidation(t, field.key, field.params) ?? field.message,
    ]),
  );
}
