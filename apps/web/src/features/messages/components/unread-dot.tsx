import { useUnreadCount } from '../api/get-unread-count';

/**
 * A dot on the phone's menu button while messages wait unread: the count itself is in the menu, on
 * its Messages entry. Its own module, loaded after the first paint like the account menus.
 */
export default function UnreadDot() {
  if (useUnreadCount() === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="menu-unread-dot"
      className="absolute end-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-slate-950"
    />
  );
}
