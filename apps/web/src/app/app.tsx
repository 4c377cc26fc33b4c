import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { setSessionNavigator } from '../shared/lib/session';
import { useUiPreferences, type ToastPosition } from '../shared/lib/ui-preferences';
import { useMediaQuery } from '../shared/lib/use-media-query';
import { AppErrorBoundary } from './error-screens';
import { createAppRouter } from './router';

// Toasts only ever appear after something happened, so their renderer never delays first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Phone widths (sonner spreads a toast over the whole width below 600 px). */
const PHONE = '(max-width: 640px)';

/** A corner read from the reading direction: right to left, the logo sits top right. */
const mirrored = (position: ToastPosition): ToastPosition =>
  position.endsWith('-right')
    ? (position.replace('-right', '-left') as ToastPosition)
    : position.endsWith('-left')
      ? (position.replace('-left', '-right') as ToastPosition)
      : position;

function AppToaster() {
  const { i18n } = useTranslation();
  const { toastPosition } = useUiPreferences();
  // A phone's top bar is the logo and the menu, which a toast at the top would hide for seconds;
  // the bottom middle reads the same in both directions.
  const phone = useMediaQuery(PHONE, false);
  const dir = i18n.dir();
  const position = phone ? 'bottom-center' : dir === 'rtl' ? mirrored(toastPosition) : toastPosition;
  return (
    <Suspense>
      <Toaster position={position} dir={dir} richColors closeButton />
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
