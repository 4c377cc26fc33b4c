import { ChevronDown, LogOut, MessageCircle } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { CurrentUser } from '@souqna/contracts';
import { LiveMessages } from '../../features/messages/components/live-messages';
import { LiveNotifications } from '../../features/notifications/components/live-notifications';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { UnreadBadge, useMessagesLabel } from '../../features/messages/components/unread-badge';
import { Avatar, LISTING_LINKS, PROFILE_LINKS, useLogout } from './account-links';

const ICON_BUTTON =
  'relative flex h-10 w-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const MENU =
  'fade-in z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900';
const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';
const ITEM_ICON = 'h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300';

function Menu({
  trigger,
  label,
  children,
  testId,
}: {
  trigger: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  const { i18n } = useTranslation(['auth', 'common']);
  return (
    <DropdownMenu.Root dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger aria-label={label} data-testid={testId} asChild>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU} data-testid={`${testId}-content`}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ListingsMenu() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Menu
      label={t('auth:menu.listingsMenu')}
      testId="listings-menu"
      trigger={
        <button
          type="button"
          className="flex h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800"
        >
          {t('auth:menu.listings')}
          <ChevronDown aria-hidden className="h-4 w-4" />
        </button>
      }
    >
      {LISTING_LINKS.map(({ to, key, Icon }) => (
        <DropdownMenu.Item key={to} asChild className={ITEM}>
          <Link to={to}>
            <Icon aria-hidden className={ITEM_ICON} />
            {t(key)}
          </Link>
        </DropdownMenu.Item>
      ))}
    </Menu>
  );
}

function ProfileMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['auth', 'common']);
  const logout = useLogout();
  return (
    <Menu
      label={t('auth:menu.account')}
      testId="profile-menu"
      trigger={
        <button
          type="button"
          className="flex h-10 items-center gap-1 rounded-full p-1 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800"
        >
          <Avatar user={user} />
          <ChevronDown aria-hidden className="h-4 w-4 text-slate-500 dark:text-slate-400" />
        </button>
      }
    >
      <div className="flex flex-col px-3 pt-2 pb-3">
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('auth:menu.signedInAs')}</span>
        <span dir="auto" className="truncate font-semibold text-match-parent text-slate-900 dark:text-white">
          {user.name}
        </span>
        <span dir="ltr" className="truncate text-match-parent text-xs text-slate-500 dark:text-slate-400">
          {user.email}
        </span>
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      {PROFILE_LINKS.map(({ to, key, Icon }) => (
        <DropdownMenu.Item key={to} asChild className={ITEM}>
          <Link to={to}>
            <Icon aria-hidden className={ITEM_ICON} />
            {t(key)}
          </Link>
        </DropdownMenu.Item>
      ))}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      <DropdownMenu.Item
        className={`${ITEM} text-red-700 data-[highlighted]:text-red-800 dark:text-red-400 dark:data-[highlighted]:text-red-300`}
        data-testid="logout"
        onSelect={() => void logout()}
      >
        <LogOut aria-hidden className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
        {t('auth:menu.logout')}
      </DropdownMenu.Item>
    </Menu>
  );
}

/**
 * The signed-in end of the top bar (spec section 2): listings menu, bell, Messages, profile menu.
 * Loaded only once someone is signed in, so visitors never download the menus.
 */
export default function AccountMenus({ user }: { user: CurrentUser }) {
  const messagesLabel = useMessagesLabel();
  return (
    <div className="flex items-center gap-1" data-testid="account-menus">
      <ListingsMenu />
      <NotificationBell />
      <NavLink
        to="/messages"
        aria-label={messagesLabel}
        title={messagesLabel}
        data-testid="messages-link"
        className={({ isActive }) =>
          `${ICON_BUTTON} ${isActive ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200' : ''}`
        }
      >
        <MessageCircle aria-hidden className="h-5 w-5" />
        <UnreadBadge />
      </NavLink>
      <ProfileMenu user={user} />
      <LiveMessages />
      <LiveNotifications />
    </div>
  );
}
