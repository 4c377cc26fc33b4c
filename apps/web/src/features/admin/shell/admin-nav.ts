/**
 * The admin area's side navigation: one entry per built admin page, in this order.
 *
 * To add a page (e.g. Moderation):
 *  1. Write it under `features/admin/<name>/` (or your own feature) with a default export.
 *  2. Add its route to the admin group in `app/router.tsx` with `adminPage('/admin/<name>', …)`,
 *     so it is lazily loaded inside this shell, behind the admin guard.
 *  3. Add an entry below: `to`, an `admin:nav.<key>` label (in all five locales) and a lucide icon.
 * Link only pages that exist: the list is what an admin can click.
 */
import { Coins, FileClock, Users, type LucideIcon } from 'lucide-react';

export interface AdminNavEntry {
  to: string;
  /** A key of the `admin` namespace's `nav` group. */
  label: string;
  icon: LucideIcon;
  /** Only the exact address is this entry (the dashboard is the parent of all the others). */
  end?: boolean;
}

export const ADMIN_NAV: AdminNavEntry[] = [
  { to: '/admin/users', label: 'nav.users', icon: Users },
  { to: '/admin/exchange-rate', label: 'nav.exchangeRate', icon: Coins },
  { to: '/admin/audit-log', label: 'nav.auditLog', icon: FileClock },
];
