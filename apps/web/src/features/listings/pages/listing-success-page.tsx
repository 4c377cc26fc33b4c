import PartyPopper from 'lucide-react/icons/party-popper';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { loadFormTexts } from '../form/form-texts';

await loadFormTexts();

/** `/listingsuccess?id=…`: the listing is posted; see it, or post another. */
export default function ListingSuccessPage() {
  const { t } = useTranslation('listing-form');
  const id = useSearchParams()[0].get('id');
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card
        data-testid="listing-success"
        className="flex flex-col items-center gap-5 p-6 text-center sm:p-10"
      >
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          <PartyPopper aria-hidden className="h-8 w-8" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('success.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('success.body')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {id && (
            <Link
              to={`/listings/${encodeURIComponent(id)}`}
              data-testid="success-view-listing"
              className={buttonClasses('primary', 'lg')}
            >
              {t('success.view')}
            </Link>
          )}
          <Link
            to="/listings/create"
            data-testid="success-create-another"
            className={buttonClasses('secondary', 'lg')}
          >
            {t('success.createAnother')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
