import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { setSessionNavigator } from '../shared/lib/session';
import { useUiPreferences } from '../shared/lib/ui-preferences';
import { AppErrorBoundary } from './error-screens';
import { createAppRouter } from './router';

// Toasts only ever appear after something happened, so their renderer never delays first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function AppToaster() {
  const { i18n } = useTranslation();
  const { toastPosition } = useUiPreferences();
  return (
    <Suspense>
      <Toaster position={toastPosition} dir={i18n.dir()} richColors closeButton />
    </Suspense>
  );
}

/** Providers around the router: error boundary, server state, toasts (top right unless the user chose). */
export function App({ router }: { router?: ReturnType<typeof createAppRouter> }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1 }, mutations: { retry: 0 } },
      }),
  );
  const [appRouter] = useState(() => router ?? createAppRouter());
  // An expired session sends its person to log in through the router, not a page reload.
  useEffect(() => setSessionNavigator((to) => appRouter.navigate(to)), [appRouter]);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={appRouter} />
        <AppToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
