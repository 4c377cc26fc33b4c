import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../shared/ui/button';

/** Route-level: a broken page keeps the top bar and footer around it. */
export function PageErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.pageTitle')}</h1>
      <Button onClick={() => window.location.reload()}>{t('errors.refreshPage')}</Button>
    </section>
  );
}

function NotFoundMessage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-700 dark:text-brand-500">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('notFound.body')}</p>
      <a href="/" className="font-semibold text-brand-700 underline dark:text-brand-500">
        {t('notFound.home')}
      </a>
    </section>
  );
}

export { NotFoundMessage as NotFoundPage };

export function GenericErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('errors.unexpected');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errors.genericTitle')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{message}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('errors.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
      </div>
    </section>
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
