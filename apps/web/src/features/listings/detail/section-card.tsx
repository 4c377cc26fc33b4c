import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';

/** One titled part of the detail page (description, a group of details, location): a landmark. */
export function SectionCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <Card
      role="region"
      aria-labelledby={heading}
      data-testid={testId}
      className="flex flex-col gap-3 p-4 sm:p-6"
    >
      <h2 id={heading} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}
