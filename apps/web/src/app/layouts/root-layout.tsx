import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Top bar, page, footer. `bare` pages (messages) drop the footer and the padding. */
export function RootLayout({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={bare ? 'flex flex-1 flex-col' : 'flex-1 pb-8'}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
