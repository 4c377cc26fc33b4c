import { Crown, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@souqna/contracts';
import { formatDate } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { cityName, formatMonthYear } from '../lib/account-format';
import { Avatar } from './avatar';

export function PremiumBadge({ until }: { until?: string | null }) {
  const { t, i18n } = useTranslation('account');
  return (
    <span
      data-testid="premium-badge"
      title={
        until ? t('profile.premiumUntil', { date: formatDate(i18n.language, until.slice(0, 10)) }) : undefined
      }
      className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-bold text-accent-700 dark:bg-accent-500/15 dark:text-accent-300"
    >
      <Crown aria-hidden className="h-3.5 w-3.5" />
      {t('profile.premium')}
    </span>
  );
}

/** Name, picture, username and badges: the card both profile views open with. */
export function IdentityCard({ user, children }: { user: CurrentUser; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center">
      <Avatar
        src={user.profilePicture}
        name={user.name || user.email}
        alt={t('profile.avatar.alt', { name: user.name })}
        size="lg"
      />
      <div className="flex flex-col items-center gap-1">
        <p
          className="text-xl font-bold break-words text-slate-900 dark:text-white"
          data-testid="profile-name"
        >
          <bdi>{user.name}</bdi>
        </p>
        <p dir="ltr" className="text-sm text-slate-500 dark:text-slate-400" data-testid="profile-username">
          @{user.username}
        </p>
      </div>
      {user.isPremium && <PremiumBadge until={user.premiumUntil} />}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('profile.memberSince', { date: formatMonthYear(i18n.language, user.createdAt) })}
      </p>
      {children}
    </Card>
  );
}

function Detail({
  label,
  value,
  testId,
  ltr,
}: {
  label: string;
  value: string;
  testId: string;
  ltr?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={testId}
        className="min-w-0 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100"
      >
        {value ? (
          <span dir={ltr ? 'ltr' : undefined}>{value}</span>
        ) : (
          <span className="text-slate-500 italic dark:text-slate-400">{t('profile.notSet')}</span>
        )}
      </dd>
    </div>
  );
}

/** The signed-in user's profile as stored, with the way into the edit form. */
export function ProfileSummary({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const { t, i18n } = useTranslation('account');
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <IdentityCard user={user}>
        <Link
          to={`/users/${encodeURIComponent(user.id)}`}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('profile.viewPublic')}
        </Link>
      </IdentityCard>
      <Card className="flex flex-col gap-2 p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-slate-900 dark:text-white">{t('profile.details')}</h2>
          <Button variant="secondary" onClick={onEdit} data-testid="profile-edit">
            <Pencil aria-hidden className="h-4 w-4" />
            {t('profile.edit')}
          </Button>
        </div>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <Detail label={t('profile.fields.name')} value={user.name} testId="profile-detail-name" />
          <Detail
            label={t('profile.fields.username')}
            value={user.username}
            testId="profile-detail-username"
            ltr
          />
          <Detail label={t('profile.fields.email')} value={user.email} testId="profile-detail-email" ltr />
          <Detail
            label={t('profile.fields.phone')}
            value={user.phone ?? ''}
            testId="profile-detail-phone"
            ltr
          />
          <Detail
            label={t('profile.fields.dateOfBirth')}
            value={user.dateOfBirth ? formatDate(i18n.language, user.dateOfBirth) : ''}
            testId="profile-detail-dateOfBirth"
          />
          <Detail
            label={t('profile.fields.city')}
            value={cityName(i18n.language, user.city)}
            testId="profile-detail-city"
          />
          <Detail
            label={t('profile.fields.street')}
            value={user.street ?? ''}
            testId="profile-detail-street"
          />
          <Detail label={t('profile.fields.bio')} value={user.bio ?? ''} testId="profile-detail-bio" />
        </dl>
      </Card>
    </div>
  );
}
