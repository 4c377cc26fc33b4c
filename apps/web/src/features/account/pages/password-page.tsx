import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session';
import { AccountFrame } from '../components/account-nav';
import { PasswordForm } from '../components/password-form';
import { loadAccountTexts } from '../lib/account-texts';

await loadAccountTexts();

/** `/profile/password`: a mailed code, then the new password. */
export default function PasswordPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <AccountFrame title={t('password.title')} lead={t('password.lead')}>
      {user && <PasswordForm user={user} />}
    </AccountFrame>
  );
}
