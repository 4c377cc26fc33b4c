import type { LucideIcon } from 'lucide-react';

/**
 * The icons we use that point along the line of reading (back, forward, out, send): each is
 * drawn mirrored on Arabic (RTL) pages. A test holds every use of them to that.
 */
export const DIRECTIONAL_ICONS: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUpRight',
  'ChevronLeft',
  'ChevronRight',
  'ChevronsLeft',
  'ChevronsRight',
  'ExternalLink',
  'LogIn',
  'LogOut',
  'Send',
  'Undo2',
  'Redo2',
  'Reply',
  'Forward',
]);

/** Mirrors an icon on RTL pages: a flip, since a turned arrow-up-right would point down. */
export const MIRROR_IN_RTL = 'rtl:-scale-x-100';

/** The class an icon passed as a component takes: mirrored if it points along the line. */
export const directionClass = (icon: LucideIcon) =>
  DIRECTIONAL_ICONS.has(icon.displayName ?? '') ? MIRROR_IN_RTL : '';
