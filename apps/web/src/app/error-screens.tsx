import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../shared/ui/button';
import { NotFoundPage } from './routes/not-found-page';

function ErrorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      role="alert"
      data-testid="error-screen"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300">
        <TriangleAlert aria-hidden className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}

/** Route-level (errorElement): a broken page keeps the top bar and footer around it. */
export function PageErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <ErrorFrame title={t('errors.pageTitle')}>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('errors.refreshPage')}
      </Button>
    </ErrorFrame>
  );
}

/** The generic screen: the error's own message when it has one, the spec's fallback otherwise. */
export function GenericErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('errors.unexpected');
  return (
    <ErrorFrame title={t('errors.genericTitle')}>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </div>
    </ErrorFrame>
  );
}

/** App-level: catches what escapes the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <GenericErrorScreen error={this.state.error} onRetry={() => this.setState({ error: undefined })} />
      );
    }
    return this.props.children;
  }
}
