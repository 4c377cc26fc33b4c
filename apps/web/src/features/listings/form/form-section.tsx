import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/card';

/** One titled group of a wizard step, a landmark for screen readers. */
export function FormSection({
  title,
  action,
  testId,
  children,
}: {
  title: string;
  /** Beside the title: the review's "Edit" link. */
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <Card
      role="region"
      aria-labelledby={heading}
      data-testid={testId}
      className="flex flex-col gap-5 p-4 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={heading} className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
