import type { AdminUserDetail } from '@souqna/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/lib/page-title';
import { useSession } from '../../../shared/lib/session';
import { listingHref } from '../../../shared/listing/listing-card';
import { Button } from '../../../shared/ui/button';
import { changeRole, setPremium, useAdminUser, warnUser } from '../api/admin-people-api';
import { PREMIUM_PERIODS, PremiumPeriodSelect } from '../premium-requests/premium-decision';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ConfirmAction } from '../shell/confirm-action';
import { FormAction } from '../shell/form-action';
import { WarnAction } from '../shell/warn-action';
import { formatInstant } from '../table/format-instant';
import { UserStatusAction } from '../users/user-status-action';

const MUTED = 'text-xs text-slate-500 dark:text-slate-400';
const QUIET =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800';

function Section({
  title,
  count,
  testId,
  children,
}: {
  title: string;
  count?: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <section
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-base font-bold text-slate-900 dark:text-white">
        {title}
        {count !== undefined && <span className="ms-2 text-sm font-normal text-slate-500">({count})</span>}
      </h2>
      {count === 0 ? <p className={MUTED}>{t('userDetail.none')}</p> : children}
    </section>
  );
}

function WarnUser({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  return (
    <WarnAction
      testId="admin-user-warn"
      trigger={
        <Button size="sm" variant="secondary" data-testid="admin-user-warn-open">
          {t('userDetail.warn.action')}
        </Button>
      }
      name={user.name}
      send={(message) => warnUser(user.id, message)}
    />
  );
}

function RoleAction({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  const role = user.role === 'ADMIN' ? 'USER' : 'ADMIN';
  const verb = role === 'ADMIN' ? 'makeAdmin' : 'makeUser';
  return (
    <ConfirmAction
      testId="admin-user-role"
      trigger={
        <button type="button" className={QUIET} data-testid="admin-user-role-open">
          {t(`userDetail.role.${verb}`)}
        </button>
      }
      title={t(`userDetail.role.${verb}Title`, { name: user.name })}
      description={t(`userDetail.role.${verb}Description`)}
      confirmLabel={t(`userDetail.role.${verb}`)}
      done={t('userDetail.role.done', { name: user.name, role: t(`users.role.${role}`) })}
      run={() => changeRole(user.id, role)}
    />
  );
}

function PremiumActions({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number>(PREMIUM_PERIODS[0]);
  const running = Boolean(user.premiumUntil && new Date(user.premiumUntil) > new Date());
  return (
    <>
      <FormAction
        testId="admin-user-premium"
        trigger={
          <button type="button" className={QUIET} data-testid="admin-user-premium-open">
            {t('userDetail.premium.grant')}
          </button>
        }
        title={t('userDetail.premium.grantTitle', { name: user.name })}
        description={t('userDetail.premium.grantDescription')}
        submitLabel={t('userDetail.premium.grant')}
        done={t('userDetail.premium.granted', { name: user.name })}
        run={() => setPremium(user.id, days)}
        onClosed={() => setDays(PREMIUM_PERIODS[0])}
      >
        <PremiumPeriodSelect testId="admin-user-premium-period" value={days} onChange={setDays} />
      </FormAction>
      {running && (
        <ConfirmAction
          testId="admin-user-premium-revoke"
          trigger={
            <button type="button" className={QUIET} data-testid="admin-user-premium-revoke-open">
              {t('userDetail.premium.revoke')}
            </button>
          }
          title={t('userDetail.premium.revokeTitle', { name: user.name })}
          description={t('userDetail.premium.revokeDescription')}
          confirmLabel={t('userDetail.premium.revoke')}
          done={t('userDetail.premium.revoked', { name: user.name })}
          run={() => setPremium(user.id, null)}
        />
      )}
    </>
  );
}

/** `/admin/users/:id`: one person's record, and the actions on it, each confirmed. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('admin');
  const detail = useAdminUser(id);
  const self = useSession().user?.id === id;
  usePageTitle(detail.data?.user.name);
  const date = (iso: string, withTime = false) => formatInstant(i18n.language, iso, withTime);
  if (!detail.data) {
    return (
      <p role={detail.isError ? 'alert' : undefined} className="py-10 text-center text-sm text-slate-500">
        {detail.isError ? t('userDetail.notFound') : t('table.loading')}
      </p>
    );
  }
  const { user, listings, listingCount, reports, warnings, sessions } = detail.data;
  const premium = user.premiumUntil && new Date(user.premiumUntil) > new Date();
  return (
    <>
      <Link
        to="/admin/users"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('userDetail.back')}
      </Link>
      <AdminPageHeader
        title={user.name}
        actions={
          !self && (
            <div className="flex flex-wrap items-center gap-1" data-testid="admin-user-actions">
              <WarnUser user={user} />
              <RoleAction user={user} />
              <PremiumActions user={user} />
              <UserStatusAction user={user} />
            </div>
          )
        }
      />
      <dl
        data-testid="admin-user-profile"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        {(
          [
            ['email', <span dir="ltr">{user.email}</span>],
            ['phone', <span dir="ltr">{user.phone ?? '—'}</span>],
            ['role', <span data-testid="admin-user-field-role">{t(`users.role.${user.role}`)}</span>],
            ['status', <span data-testid="admin-user-field-status">{t(`users.status.${user.status}`)}</span>],
            [
              'premium',
              <span data-testid="admin-user-field-premium">
                {premium ? t('users.premiumUntil', { date: date(user.premiumUntil!) }) : '—'}
              </span>,
            ],
            ['joined', date(user.createdAt)],
            ['lastActive', user.lastActiveAt ? date(user.lastActiveAt, true) : '—'],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex flex-col gap-0.5">
            <dt className={MUTED}>{t(`userDetail.fields.${key}`)}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('userDetail.listings')} count={listingCount} testId="admin-user-listings">
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {listings.map((listing) => (
              <li key={listing.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link
                  to={listingHref(listing.id)}
                  className="min-w-0 truncate font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {listing.title}
                </Link>
                <span className={`${MUTED} shrink-0 whitespace-nowrap`}>{date(listing.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('userDetail.reports')} count={reports.length} testId="admin-user-reports">
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {reports.map((report) => (
              <li key={report.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <span className="font-semibold">{t(`reports.reason.${report.reason}`, report.reason)}</span>
                {report.details && <span className="break-words">{report.details}</span>}
                <span className={MUTED}>
                  {t('userDetail.reportedBy', { name: report.reporter.name, date: date(report.createdAt) })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('userDetail.warnings')} count={warnings.length} testId="admin-user-warnings">
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {warnings.map((warning) => (
              <li key={warning.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <span className="break-words whitespace-pre-line">{warning.message}</span>
                <span className={MUTED}>
                  {t('userDetail.warnedBy', {
                    name: warning.by?.name ?? '—',
                    date: date(warning.createdAt, true),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('userDetail.sessions')} count={sessions.length} testId="admin-user-sessions">
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-col gap-0.5 py-2 text-sm">
                <span dir="ltr" className="truncate text-start">
                  {session.userAgent ?? '—'}
                </span>
                <span className={MUTED}>
                  <span dir="ltr">{session.ip ?? '—'}</span> · {date(session.startedAt, true)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
