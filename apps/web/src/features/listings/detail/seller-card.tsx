import type { Listing } from '@souqna/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/format';
import { Card } from '../../../shared/ui/card';

const initialOf = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase() ?? '?';

/** Who sells: picture or initial, name, since when (unless the profile is private), and their public profile. */
export function SellerCard({ seller }: { seller: Listing['seller'] }) {
  const { t, i18n } = useTranslation('listing-detail');
  const name = seller.name || seller.username || '';
  const frame = 'h-14 w-14 shrink-0 overflow-hidden rounded-full';
  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="seller-card">
      <h2 className="text-sm font-semibold text-slate-500 dark:text-slate-400">{t('seller.title')}</h2>
      <div className="flex items-center gap-3">
        {seller.profilePicture ? (
          <img
            src={seller.profilePicture}
            alt={t('seller.picture', { name })}
            width={56}
            height={56}
            className={`${frame} bg-slate-100 object-cover dark:bg-slate-800`}
          />
        ) : (
          <span
            role="img"
            aria-label={t('seller.picture', { name })}
            className={`${frame} flex items-center justify-center bg-brand-700 text-xl font-bold text-white`}
          >
            {initialOf(name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col">
          <p
            dir="auto"
            className="truncate font-semibold text-match-parent text-slate-900 dark:text-white"
            data-testid="seller-name"
          >
            {name}
          </p>
          {/* A private profile does not say since when it is a member. */}
          {seller.memberSince && (
            <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="seller-since">
              {t('seller.memberSince', { date: formatDate(i18n.language, seller.memberSince.slice(0, 10)) })}
            </p>
          )}
        </div>
      </div>
      <Link
        to={`/profile/${encodeURIComponent(seller.id)}`}
        data-testid="seller-profile-link"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {t('seller.viewProfile')}
        <ChevronRight aria-hidden className="h-4 w-4 rtl:rotate-180" />
      </Link>
    </Card>
  );
}
