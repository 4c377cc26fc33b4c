import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useListings } from '../../../shared/listing/api/list-listings';
import { ListingGrid } from '../../../shared/listing/listing-grid';
import { favoriteCardAction } from '../../favorites';

/** Twelve fill whole rows of two, three and four columns alike. */
const STEP = 12;

/** A member's active listings, for their public profile, a dozen more at a time. */
export function UserListings({ userId }: { userId: string }) {
  const { t } = useTranslation('listings');
  const [limit, setLimit] = useState(STEP);
  const query = useListings({ userId, limit });
  const page = query.data;

  return (
    <section
      className="flex flex-col gap-4"
      data-testid="user-listings"
      aria-labelledby="user-listings-title"
    >
      <h2
        id="user-listings-title"
        className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        {t('profile.title')}
      </h2>
      <ListingGrid
        listings={page?.items}
        loading={query.isPending}
        skeletons={4}
        cardAction={favoriteCardAction}
        empty={query.isError ? null : <p>{t('profile.empty')}</p>}
      />
      {page?.hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          data-testid="user-listings-more"
          disabled={query.isFetching}
          onClick={() => setLimit((current) => current + STEP)}
        >
          {t('profile.more')}
        </Button>
      )}
    </section>
  );
}
