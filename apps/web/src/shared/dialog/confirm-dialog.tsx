import { TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A confirmation in a modal card: the button that opens it, the dimmed page, the card. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One button that opens the dialog; none when the caller opens it (from a menu item). */
  trigger?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid={testId}
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A warning sign beside the title and what cannot be undone. */
export function WarningHeading({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <TriangleAlert aria-hidden className="h-5 w-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </AlertDialog.Title>
        <AlertDialog.Description className="text-sm leading-relaxed break-words text-slate-600 dark:text-slate-300">
          {description}
        </AlertDialog.Description>
      </div>
    </div>
  );
}
