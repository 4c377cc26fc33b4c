import { Trash2 } from 'lucide-react';
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
import { ConfirmDialog, WarningHeading } from '../../../shared/dialog/confirm-dialog';
import { DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="delete-account-dialog"
      trigger={
        <button type="button" data-testid="delete-account-open" className={DANGER_BUTTON}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('account:delete.open')}
        </button>
      }
    >
      <WarningHeading title={t('account:delete.title')} description={t('account:delete.body')} />
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
            className={DANGER_BUTTON}
          >
            {deletion.isPending ? t('account:delete.deleting') : t('account:delete.confirm')}
          </button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
