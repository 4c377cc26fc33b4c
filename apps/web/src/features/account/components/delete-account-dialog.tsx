import { TriangleAlert, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { i18n } from '../../../shared/lib/i18n';
import { signOut } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/ui/field';
import { useDeleteAccount } from '../api/delete-account';

// The button look of shared/ui in red: this is the one place something is destroyed for good.
const DANGER =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-700/60 dark:bg-red-600 dark:hover:bg-red-700';

/**
 * Deleting the account: a confirmation that says what goes (the account and all its listings, for
 * good) and asks for the password. Success signs out and goes home.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const leaving = useRef(false);

  // The session ends once this page is gone: a signed-in guard still on screen would otherwise
  // send the person to the login page. The server has already revoked every session it had.
  useEffect(
    () => () => {
      if (!leaving.current) return;
      void signOut().then(() => notify('success', i18n.t('account:delete.done')));
    },
    [],
  );

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
      deletion.reset();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('validation:passwordRequired'));
    setError(undefined);
    deletion.mutate(password, {
      onSuccess: () => {
        leaving.current = true;
        setOpen(false);
        void navigate('/', { replace: true });
      },
      onError: (failure) => setError(translateApiError(t, failure)),
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <button type="button" data-testid="delete-account-open" className={DANGER}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('account:delete.open')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="delete-account-dialog"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
              <TriangleAlert aria-hidden className="h-5 w-5" />
            </span>
            <div className="flex flex-col gap-2">
              <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                {t('account:delete.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {t('account:delete.body')}
              </AlertDialog.Description>
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <TextInput
              label={t('account:delete.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              data-testid="delete-account-password"
              autoFocus
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={deletion.isPending}>
                  {t('account:delete.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={deletion.isPending}
                data-testid="delete-account-confirm"
                className={DANGER}
              >
                {deletion.isPending ? t('account:delete.deleting') : t('account:delete.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
