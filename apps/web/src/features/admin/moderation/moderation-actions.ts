import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';

/** Another admin decided it first (or its owner withdrew it): nothing to undo, only to say so. */
export const decidedElsewhere = (error: unknown) =>
  error instanceof ApiError && (error.code === 'LISTING_NOT_PENDING' || error.code === 'LISTING_NOT_FOUND');

/**
 * One moderation decision: a toast either way, and the queue reloads, so a listing someone else
 * decided meanwhile leaves the page with a word why rather than an error.
 */
export function useDecision<Input, Result>(
  run: (input: Input) => Promise<Result>,
  done: (result: Result) => string,
) {
  const { t } = useTranslation(['admin', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => notify('success', done(result)),
    onError: (error) =>
      notify(
        'error',
        decidedElsewhere(error) ? t('admin:moderation.decidedElsewhere') : translateApiError(t, error),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
