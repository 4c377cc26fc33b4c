import { SAVED_SEARCH_NAME_MAX } from '@souqna/contracts';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors, FORM_NAMESPACES, translateApiError } from '../../shared/lib/field-errors';
import { notify } from '../../shared/lib/toast';
import { TextInput } from '../../shared/ui/field';
import { useCreateSavedSearch } from './api/create-saved-search';
import type { SavedFilters } from './saved-search-filters';
import { FormDialogActions } from '../../shared/dialog/form-dialog-actions';

interface SaveSearchDialogProps {
  onClose: () => void;
  filters: SavedFilters;
  /** The search in words, offered as its name. */
  suggestedName: string;
  onSaved: () => void;
}

/**
 * Names the search (the filters in words to start with) and asks whether new matches alert.
 * Mounted open, so every opening starts from the page's filters as they are then.
 */
export default function SaveSearchDialog({
  onClose,
  filters,
  suggestedName,
  onSaved,
}: SaveSearchDialogProps) {
  const { t } = useTranslation(['saved-searches', ...FORM_NAMESPACES]);
  const creation = useCreateSavedSearch();
  const [name, setName] = useState(() => suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [alerts, setAlerts] = useState(true);
  const [nameError, setNameError] = useState<string>();

  const change = (open: boolean) => {
    if (!open && !creation.isPending) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('validation:required'));
    setNameError(undefined);
    creation.mutate(
      { name: name.trim(), filters, alertsEnabled: alerts },
      {
        onSuccess: () => {
          onClose();
          notify('success', t('saved-searches:save.done'));
          onSaved();
        },
        onError: (error) => setNameError(apiFieldErrors(t, error).name),
      },
    );
  };
  const failure = creation.isError && !nameError ? translateApiError(t, creation.error) : undefined;

  return (
    <Dialog.Root open onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="save-search-dialog"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {t('saved-searches:save.title')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('saved-searches:save.body')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <TextInput
              label={t('saved-searches:save.name')}
              hint={t('saved-searches:save.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
              error={nameError}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              dir="auto"
              onChange={(event) => setName(event.target.value)}
              data-testid="save-search-name"
            />
            <label className="flex cursor-pointer items-center gap-3 text-sm text-slate-800 dark:text-slate-100">
              <input
                type="checkbox"
                checked={alerts}
                onChange={(event) => setAlerts(event.target.checked)}
                data-testid="save-search-alerts"
                className="h-4 w-4 accent-brand-700"
              />
              {t('saved-searches:save.alerts')}
            </label>
            {failure && (
              <p
                role="alert"
                data-testid="save-search-error"
                className="text-sm font-medium text-red-700 dark:text-red-400"
              >
                {failure}
              </p>
            )}
            <FormDialogActions
              pending={creation.isPending}
              labels={{
                cancel: t('saved-searches:save.cancel'),
                submit: t('saved-searches:save.submit'),
                submitting: t('saved-searches:save.saving'),
              }}
              submitTestId="save-search-submit"
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
