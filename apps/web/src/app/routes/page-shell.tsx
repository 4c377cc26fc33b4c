import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/lib/format';

export function PageHeader({ title, lead, meta }: { title: string; lead?: string; meta?: string }) {
  return (
    <header className="flex max-w-3xl flex-col gap-3">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {lead && <p className="text-lg leading-relaxed text-slate-600 dark:text-slate-300">{lead}</p>}
      {meta && <p className="text-sm text-slate-500 dark:text-slate-400">{meta}</p>}
    </header>
  );
}

/** The common frame of text pages: a title, an optional lead and the content. */
export function PageShell({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead?: string;
  meta?: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <PageHeader title={title} lead={lead} meta={meta} />
      {children}
    </article>
  );
}

export interface TextSection {
  title: string;
  body: string;
}

/** Numbered sections of running text; a blank line in `body` starts a new paragraph. */
export function Sections({ sections, numbered = false }: { sections: TextSection[]; numbered?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      {sections.map((section, index) => (
        <section key={section.title} className="flex flex-col gap-3">
          <h2 className="flex items-baseline gap-3 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
            {numbered && (
              <span aria-hidden="true" className="text-base font-semibold text-brand-700 dark:text-brand-300">
                {formatNumber(i18n.language, index + 1)}.
              </span>
            )}
            {section.title}
          </h2>
          {section.body.split('\n').map((paragraph, key) => (
            <p key={key} className="leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
