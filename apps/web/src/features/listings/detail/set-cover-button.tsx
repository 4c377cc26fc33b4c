import type { ListingImage } from '@souqna/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { useSetPrimaryImage } from '../api/set-primary-image';

/**
 * The owner's "make this the cover" under the photo on show. The answer puts the new cover first,
 * so the gallery goes back to the first photo: the same one.
 */
export function SetCoverButton({
  listingId,
  image,
  onDone,
}: {
  listingId: string;
  image: ListingImage;
  onDone: () => void;
}) {
  const { t } = useTranslation(['listing-detail', 'errors']);
  const setPrimary = useSetPrimaryImage();
  if (image.isPrimary) {
    return (
      <p
        data-testid="gallery-is-cover"
        className="flex items-center gap-1.5 text-sm font-medium text-slate-600 dark:text-slate-300"
      >
        <Star aria-hidden className="h-4 w-4 fill-accent-400 text-accent-400" />
        {t('owner.isCover')}
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      disabled={setPrimary.isPending}
      data-testid="gallery-set-primary"
      onClick={() =>
        setPrimary.mutate(
          { id: listingId, imageId: image.id },
          {
            onSuccess: () => {
              onDone();
              notify('success', t('owner.coverSet'));
            },
            onError: (error) => notify('error', translateApiError(t, error)),
          },
        )
      }
    >
      <Star aria-hidden className="h-4 w-4" />
      {t('owner.setCover')}
    </Button>
  );
}
