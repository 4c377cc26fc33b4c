import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { translateValidation } from '../../../shared/lib/field-errors';
import { wizardPath, type FormIssue } from './wizard-rules';

export type FieldErrors = Partial<Record<string, string>>;

/** Image failures name the file they refused (`details.file`). */
const IMAGE_CODES = new Set([
  'IMAGE_REQUIRED',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID_TYPE',
  'IMAGE_DIMENSIONS',
  'IMAGE_UNPROCESSABLE',
  'TOO_MANY_IMAGES',
]);

const TRUST_CODES = new Set([
  'CONTACT_DETAILS_IN_TITLE',
  'CONTACT_DETAILS_IN_DESCRIPTION',
  'BLOCKED_WORDS_IN_TITLE',
]);

/**
 * Turns issues into messages by field, in the spec's words: `{field} is required` names the
 * field by its translated label, limits are filled in. The first issue of a field wins.
 */
export function useIssueMessages() {
  const { t } = useTranslation(['listing-form', 'listing-fields', 'validation', 'errors']);

  const messages = useCallback(
    (issues: readonly FormIssue[]): FieldErrors => {
      const errors: FieldErrors = {};
      for (const { path, key, params, errorCode } of issues) {
        if (errors[path]) continue;
        if (errorCode) {
          errors[path] = t(`errors:${errorCode}`);
          continue;
        }
        const field =
          typeof params?.field === 'string' ? t(`listing-fields:fields.${params.field}`) : undefined;
        errors[path] = translateValidation(t, key, { ...params, ...(field && { field }) });
      }
      return errors;
    },
    [t],
  );

  /** A refused submit as field messages, or null when it is not about the fields. */
  const fromApiError = useCallback(
    (error: unknown): FieldErrors | null => {
      if (!(error instanceof ApiError)) return null;
      if (IMAGE_CODES.has(error.code)) {
        const file = (error.details as { file?: unknown } | undefined)?.file;
        const text = t(`errors:${error.code}`, { defaultValue: t('errors:UNKNOWN_ERROR') });
        return {
          images:
            typeof file === 'string' ? t('listing-form:submit.fileProblem', { file, problem: text }) : text,
        };
      }
      // A trust rule's refusal names its field (`details.field`): shown there, as the wizard's own check.
      const field = (error.details as { field?: unknown } | undefined)?.field;
      if (TRUST_CODES.has(error.code) && typeof field === 'string')
        return { [wizardPath(field)]: t(`errors:${error.code}`) };
      if (error.fields.length === 0) return null;
      return messages(
        error.fields.map((field) => ({
          path: wizardPath(field.path),
          key: (field.key ?? 'invalidFormat') as FormIssue['key'],
          params: field.params,
        })),
      );
    },
    [messages, t],
  );

  return { messages, fromApiError };
}
