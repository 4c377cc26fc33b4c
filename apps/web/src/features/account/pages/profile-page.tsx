import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session';
import { AccountFrame } from '../components/account-nav';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { loadAccountTexts } from '../lib/account-texts';

await loadAccountTexts();

/** `/profile`: the signed-in user's details, and the form that changes them. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <AccountFrame title={t('profile.title')} lead={t('profile.lead')}>
      {user &&
        (editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <ProfileSummary user={user} onEdit={() => setEditing(true)} />
        ))}
    </AccountFrame>
  );
}
