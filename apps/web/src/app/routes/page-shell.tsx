import type { ReactNode } from 'react';

/** The common frame of text pages: a title, an optional lead and the content. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {lead && <p className="text-lg text-slate-600 dark:text-slate-400">{lead}</p>}
      </header>
      {children}
    </article>
  );
}

export interface TextSection {
  title: string;
  body: string;
}

export function Sections({ sections }: { sections: TextSection[] }) {
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{section.title}</h2>
          {section.body.split('\n').map((paragraph, index) => (
            <p key={index} className="leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
