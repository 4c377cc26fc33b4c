import type { AdminUser } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';
import { useSession } from '../../../shared/lib/session';
import { setUserDisabled } from '../api/admin-api';
import { ConfirmAction } from '../shell/confirm-action';

/** Disable an active account or enable a disabled one, after confirming; never one's own. */
export function UserStatusAction({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const self = useSession().user?.id === user.id;
  if (self) return null;
  const disable = user.status !== 'disabled';
  const verb = disable ? 'disable' : 'enable';
  return (
    <ConfirmAction
      testId={`admin-user-${verb}`}
      trigger={
        <button type="button" data-testid={`admin-user-${verb}-open`} className={QUIET_DANGER_BUTTON}>
          {t(`users.${verb}.action`)}
        </button>
      }
      title={t(`users.${verb}.title`, { name: user.name })}
      description={t(`users.${verb}.description`)}
      confirmLabel={t(`users.${verb}.action`)}
      done={t(`users.${verb}.done`, { name: user.name })}
      run={() => setUserDisabled(user.id, disable)}
    />
  );
}
