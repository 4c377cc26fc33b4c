import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../shared/lib/format';
import { buttonClasses } from '../../shared/ui/button';

/** Unknown paths: said plainly, with the way home. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  return (
    <section
      data-testid="not-found"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-600 to-brand-900 bg-clip-text text-8xl font-black tracking-tight text-transparent dark:from-brand-300 dark:to-brand-600"
      >
        {formatNumber(i18n.language, 404, { useGrouping: false })}
      </p>
      <h1 className="text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <Home aria-hidden className="h-5 w-5" />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
