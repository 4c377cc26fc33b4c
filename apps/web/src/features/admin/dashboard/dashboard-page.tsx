import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminDashboard } from '@souqna/contracts';
import {
  ChevronRight,
  Crown,
  FileWarning,
  Inbox,
  ListPlus,
  ShieldCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../../shared/lib/api-client';
import { formatNumber } from '../../../shared/lib/format';
import { adminKey } from '../api/admin-api';
import { ADMIN_PAGES } from '../shell/admin-nav';
import { AdminPageHeader } from '../shell/admin-page-header';

const CARDS: { key: keyof AdminDashboard; icon: LucideIcon; page?: string }[] = [
  { key: 'pendingListings', icon: ShieldCheck, page: 'moderation' },
  { key: 'openReports', icon: FileWarning, page: 'reports' },
  { key: 'unreadContact', icon: Inbox, page: 'contact-submissions' },
  { key: 'openPremiumRequests', icon: Crown, page: 'premium-requests' },
  { key: 'newUsers', icon: UserPlus, page: 'users' },
  { key: 'newListings', icon: ListPlus },
];
const BUILT = new Set(ADMIN_PAGES.map(({ path }) => path));
const CARD =
  'flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** `/admin`: what waits for an admin (each card opens its queue) and what the last 7 days brought. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const counts = useQuery({
    queryKey: adminKey(API_PATHS.admin.dashboard),
    queryFn: () => apiRequest<AdminDashboard>(API_PATHS.admin.dashboard),
  });
  return (
    <>
      <AdminPageHeader title={t('nav.dashboard')} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-dashboard">
        {CARDS.map(({ key, icon: Icon, page }) => {
          const body = (
            <>
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span
                  data-testid={`dashboard-${key}`}
                  className="text-3xl font-bold text-slate-900 dark:text-white"
                >
                  {counts.data ? formatNumber(i18n.language, counts.data[key]) : '…'}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t(`dashboard.${key}`, { days: 7 })}
                </span>
              </span>
            </>
          );
          return (
            <li key={key}>
              {page && BUILT.has(page) ? (
                <Link
                  to={`/admin/${page}`}
                  data-testid={`dashboard-link-${key}`}
                  className={`${CARD} transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:border-brand-800 dark:hover:bg-slate-800`}
                >
                  {body}
                  <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400 rtl:rotate-180" />
                </Link>
              ) : (
                <div className={CARD}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
