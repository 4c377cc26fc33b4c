import type { ReactNode } from 'react';

/** An admin page's title, with what acts on the whole page beside it. */
export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {actions}
    </div>
  );
}
