import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type AdminUserDetail,
  type ReportGroup,
  type ResolveReportsBody,
} from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { adminKey, useAdminList } from './admin-api';

const PATHS = API_PATHS.admin;

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminKey(PATHS.user, id),
    queryFn: () => apiRequest<AdminUserDetail>(pathWithId(PATHS.user, id)),
  });

export const warnUser = (id: string, message: string) =>
  apiRequest<AdminUserDetail>(pathWithId(PATHS.warnUser, id), { method: 'POST', body: { message } });

export const changeRole = (id: string, role: 'USER' | 'ADMIN') =>
  apiRequest<AdminUserDetail>(pathWithId(PATHS.userRole, id), { method: 'POST', body: { role } });

/** `days` of premium more; null ends it now. */
export const setPremium = (id: string, days: number | null) =>
  apiRequest<AdminUserDetail>(
    pathWithId(PATHS.userPremium, id),
    days === null ? { method: 'DELETE' } : { method: 'POST', body: { days } },
  );

/** A queue row's id is its target's, for the table's selection. */
export type ReportRow = ReportGroup & { id: string };
export const reportRowId = (group: Pick<ReportGroup, 'targetType' | 'targetId'>) =>
  `${group.targetType}:${group.targetId}`;

export function useReportQueue(query: string) {
  const queue = useAdminList<ReportGroup>(PATHS.reports, query);
  const rows = queue.data?.items.map((group): ReportRow => ({ ...group, id: reportRowId(group) }));
  return { ...queue, rows };
}

export const resolveReports = (body: ResolveReportsBody) =>
  apiRequest<{ outcome: string; closed: number }>(PATHS.resolveReports, { method: 'POST', body });

export const dismissReports = (targets: Pick<ReportGroup, 'targetType' | 'targetId'>[]) =>
  apiRequest<{ closed: number }>(PATHS.dismissReports, { method: 'POST', body: { targets } });
