import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './error-screens';
import { createAppRouter } from './router';

// Toasts only ever appear after something happened, so their renderer never delays first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function App({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1 }, mutations: { retry: 0 } },
      }),
  );
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={appRouter} />
        <Suspense>
          <Toaster position="top-right" richColors closeButton />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
