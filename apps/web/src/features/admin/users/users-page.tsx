import { Link } from 'react-router';
import type { AdminUser } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../table/format-instant';
import { Select } from '../../../shared/ui/select';
import { useAdminUsers } from '../api/admin-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { FilterBar } from '../table/filter-bar';
import { useTableParams } from '../table/use-table-params';
import { UserStatusAction } from './user-status-action';

const FILTERS = ['q', 'role', 'status', 'premium'] as const;

/** `/admin/users`: search and filters in the address, and each account's disable or enable. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const table = useTableParams(FILTERS);
  const users = useAdminUsers(table.query());
  const select = (key: (typeof FILTERS)[number], options: string[]) => (
    <Select
      aria-label={t(`users.filters.${key}`)}
      data-testid={`admin-users-${key}`}
      value={table.filters[key]}
      onChange={(event) => table.setFilter(key, event.target.value)}
      className="w-40"
    >
      <option value="">{t(`users.filters.${key}`)}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`users.${key}.${option}`)}
        </option>
      ))}
    </Select>
  );
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: t('users.columns.name'),
      cell: (user) => (
        <div className="flex min-w-0 flex-col">
          <Link
            to={`/admin/users/${user.id}`}
            data-testid="admin-user-link"
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {user.name}
          </Link>
          <span dir="ltr" className="text-start text-xs text-slate-500 dark:text-slate-400">
            {user.email}
          </span>
        </div>
      ),
    },
    {
      key: 'phone',
      header: t('users.columns.phone'),
      wide: true,
      cell: (user) => <span dir="ltr">{user.phone ?? '—'}</span>,
    },
    { key: 'role', header: t('users.columns.role'), cell: (user) => t(`users.role.${user.role}`) },
    {
      key: 'status',
      header: t('users.columns.status'),
      cell: (user) => <span data-testid="admin-user-status">{t(`users.status.${user.status}`)}</span>,
    },
    {
      key: 'premium',
      header: t('users.columns.premium'),
      wide: true,
      cell: (user) =>
        user.premiumUntil && new Date(user.premiumUntil) > new Date()
          ? t('users.premiumUntil', { date: formatInstant(i18n.language, user.premiumUntil) })
          : '—',
    },
    {
      key: 'joined',
      header: t('users.columns.joined'),
      wide: true,
      cell: (user) => formatInstant(i18n.language, user.createdAt),
    },
    { key: 'actions', header: t('users.columns.actions'), cell: (user) => <UserStatusAction user={user} /> },
  ];
  return (
    <>
      <AdminPageHeader title={t('nav.users')} />
      <FilterBar
        label={t('users.search')}
        value={table.filters.q}
        onSearch={(value) => table.setFilter('q', value)}
      >
        {select('role', ['USER', 'ADMIN'])}
        {select('status', ['active', 'pending', 'disabled'])}
        {select('premium', ['true', 'false'])}
      </FilterBar>
      <DataTable testId="admin-users" columns={columns} {...pagingOf(users, table)} />
    </>
  );
}
