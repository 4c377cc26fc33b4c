import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AppErrorBoundary } from './error-screens';
import { createAppRouter } from './router';

export function App({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 }, mutations: { retry: 0 } } }),
  );
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={appRouter} />
        <Toaster position="top-right" richColors closeButton />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
