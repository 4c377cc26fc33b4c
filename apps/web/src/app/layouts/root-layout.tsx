import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { usePageTitleOverride } from '../../shared/lib/page-title';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** What a route tells the layout: its title key (common namespace) and whether it is bare. */
export interface RouteHandle {
  title?: string;
  /** Messages: no footer, no page padding (spec section 2). */
  bare?: boolean;
}

const handleOf = (match: { handle: unknown }) => (match.handle ?? {}) as RouteHandle;

/** True once `value` has stayed true for `delay` ms: quick navigations never flash a skeleton. */
function useDelayed(value: boolean, delay: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [value, delay]);
  return value && shown;
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = matches
    .map(handleOf)
    .reverse()
    .find((handle) => handle.title)?.title;
  const own = usePageTitleOverride() ?? (key ? t(key) : null);
  const title = own ? `${own} · ${t('brand.name')}` : `${t('brand.name')} · ${t('brand.tagline')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Frame({ bare, children }: { bare: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-3 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      {/* A page is at least a screen tall, so the footer starts below the fold and does not jump
          down (Lighthouse's whole CLS on every public page) when the page's data arrives. */}
      <main id="main" tabIndex={-1} className={bare ? 'flex flex-1 flex-col' : 'min-h-dvh flex-1 pb-12'}>
        {children}
      </main>
      {!bare && <Footer />}
    </div>
  );
}

/** Top bar, page, footer. While a page's code loads, a skeleton holds its place. */
export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const bare = matches.some((match) => handleOf(match).bare);
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const pending = useDelayed(leaving, 150);
  useDocumentTitle();
  return (
    <Frame bare={bare}>
      {pending ? (
        <PageSkeleton />
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      )}
      <ScrollRestoration />
    </Frame>
  );
}
