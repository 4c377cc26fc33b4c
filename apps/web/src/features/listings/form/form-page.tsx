import type { ReactNode } from 'react';

/** The frame of the listing form pages: a heading, a line on what happens here, the content. */
export function FormPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {intro && <p className="text-slate-600 dark:text-slate-300">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
