/**
 * The admin area's pages, in the side navigation's order: the one list to add a page to.
 *
 * The whole area (this list, the shell, every page) loads behind the admin guard on the first
 * visit to `/admin/*` (app/router.tsx), so an admin page costs the public pages' first load
 * nothing. To add a page (e.g. Moderation):
 *  1. Write it under `features/admin/<name>/` (or your own feature) with a default export.
 *  2. Add an entry below: `path` under `/admin/` (`''` is `/admin` itself, `:id` a parameter), a
 *     `title` key of the `admin` namespace (all five locales), its `load`, and `nav` (a lucide icon)
 *     when the side navigation links it. A page without a `title` (a detail page) names itself
 *     with `usePageTitle`.
 * List only pages that exist: the navigation is what an admin can click.
 */
import {
  Coins,
  Crown,
  FileClock,
  Flag,
  Inbox,
  LayoutDashboard,
  Newspaper,
  ServerCrash,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

export interface AdminPage {
  /** Below `/admin/`, as a React Router path. */
  path: string;
  /** A key of the `admin` namespace: the document title and, with `nav`, the link's label. */
  title?: string;
  load: () => Promise<{ default: ComponentType }>;
  nav?: { icon: LucideIcon };
}

export const ADMIN_PAGES: AdminPage[] = [
  {
    path: '',
    title: 'nav.dashboard',
    load: () => import('../dashboard/dashboard-page'),
    nav: { icon: LayoutDashboard },
  },
  {
    path: 'users',
    title: 'nav.users',
    load: () => import('../users/users-page'),
    nav: { icon: Users },
  },
  { path: 'users/:id', load: () => import('../user-detail/user-detail-page') },
  {
    path: 'reports',
    title: 'nav.reports',
    load: () => import('../reports/reports-page'),
    nav: { icon: Flag },
  },
  {
    path: 'moderation',
    title: 'nav.moderation',
    load: () => import('../moderation/moderation-page'),
    nav: { icon: ShieldCheck },
  },
  {
    path: 'premium-requests',
    title: 'nav.premiumRequests',
    load: () => import('../premium-requests/premium-requests-page'),
    nav: { icon: Crown },
  },
  {
    path: 'contact-submissions',
    title: 'nav.contact',
    load: () => import('../contact-submissions/contact-submissions-page'),
    nav: { icon: Inbox },
  },
  {
    path: 'newsletter',
    title: 'nav.newsletter',
    load: () => import('../newsletter/newsletter-page'),
    nav: { icon: Newspaper },
  },
  {
    path: 'exchange-rate',
    title: 'nav.exchangeRate',
    load: () => import('../exchange-rate/exchange-rate-page'),
    nav: { icon: Coins },
  },
  {
    path: 'audit-log',
    title: 'nav.auditLog',
    load: () => import('../audit-log/audit-log-page'),
    nav: { icon: FileClock },
  },
  {
    path: 'jobs',
    title: 'nav.jobs',
    load: () => import('../jobs/jobs-page'),
    nav: { icon: ServerCrash },
  },
];

/** Where `/admin` itself leads should the area have no dashboard (path `''`). */
export const ADMIN_HOME = '/admin/users';
