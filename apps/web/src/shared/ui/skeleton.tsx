export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800 ${className}`}
    />
  );
}

/** What a page shows while its code or texts load. */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8"
      data-testid="page-skeleton"
    >
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
