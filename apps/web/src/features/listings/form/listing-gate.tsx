import Crown from 'lucide-react/icons/crown';
import Smartphone from 'lucide-react/icons/smartphone';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import type { ListingPermission } from '../api/get-listing-permission';
import { usePremiumRequest } from '../api/get-premium-request';
import { useRequestPremium } from '../api/request-premium';
import { Notice } from './notice';

/** The app's download page from configuration; without one, the about page tells where to get it. */
function DownloadLink() {
  const { t } = useTranslation('listing-form');
  const url: unknown = import.meta.env.VITE_APP_DOWNLOAD_URL;
  const content = (
    <>
      <Smartphone aria-hidden className="h-4 w-4" />
      {t('gate.download')}
    </>
  );
  const className = buttonClasses('secondary', 'lg');
  return typeof url === 'string' && url ? (
    <a href={url} className={className} data-testid="gate-download" rel="noopener">
      {content}
    </a>
  ) : (
    <Link to="/about" className={className} data-testid="gate-download">
      {content}
    </Link>
  );
}

/**
 * Spec section 1's answer to a user at their plan's quota: download the app, or ask for premium
 * (an admin approves it, DESIGN.md 4); a request already filed shows as pending.
 */
export function ListingGate({ userId, permission }: { userId: string; permission?: ListingPermission }) {
  const { t } = useTranslation(['listing-form', 'errors']);
  const existing = usePremiumRequest(userId);
  const ask = useRequestPremium(userId);
  const request = ask.data ?? existing.data;
  const pending = request?.status === 'pending';
  const limit = permission?.maxListings ?? 0;

  return (
    <Card data-testid="listing-gate" className="flex flex-col items-start gap-5 p-6 sm:p-8">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-100 text-accent-700 dark:bg-accent-700/30 dark:text-accent-300">
        <Crown aria-hidden className="h-7 w-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('gate.title')}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {limit > 0 ? t('gate.bodyLimit') : t('gate.body')}
        </p>
        {permission && limit > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="gate-usage">
            {t('gate.usage', { current: permission.currentListings, max: limit })}
          </p>
        )}
      </div>
      {pending ? (
        <Notice tone="info" testId="gate-pending">
          {t('gate.pending')}
        </Notice>
      ) : (
        request?.status === 'rejected' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('gate.rejected')}</p>
        )
      )}
      {ask.isError && (
        <Notice tone="error" testId="gate-error">
          {translateApiError(t, ask.error)}
        </Notice>
      )}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <DownloadLink />
        {!pending && (
          <Button
            size="lg"
            data-testid="gate-subscribe"
            disabled={ask.isPending || existing.isPending}
            onClick={() => ask.mutate()}
          >
            <Crown aria-hidden className="h-4 w-4" />
            {ask.isPending ? t('gate.subscribing') : t('gate.subscribe')}
          </Button>
        )}
      </div>
    </Card>
  );
}
