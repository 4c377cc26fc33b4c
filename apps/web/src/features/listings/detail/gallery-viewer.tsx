import { imageSrcSet, type ListingImage } from '@souqna/contracts';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusBackTo } from '../../../shared/ui/on-demand';
import { arrowStep, useSwipe, type Direction, type Step } from './gallery-navigation';

const ROUND =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition-colors hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white';

/**
 * The photos full screen: swipe, arrow keys in reading direction, a counter, Escape to close
 * (Radix gives Escape and the focus trap). The gallery loads it with the first opening and mounts
 * it open; closing hands focus back to the photo that opened it.
 */
export default function GalleryViewer({
  images,
  index,
  title,
  onClose,
  returnFocus,
  onStep,
}: {
  images: ListingImage[];
  index: number;
  title: string;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  onStep: (step: Step) => void;
}) {
  const { t, i18n } = useTranslation('listing-detail');
  const direction: Direction = i18n.dir(i18n.language);
  const swipe = useSwipe(onStep, direction);
  const image = images[index];
  if (!image) return null;
  const many = images.length > 1;
  const position = { index: index + 1, count: images.length };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/95" />
        <Dialog.Content
          data-testid="gallery-viewer"
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackTo(returnFocus)}
          onKeyDown={(event) => {
            const step = many ? arrowStep(event.key, direction) : undefined;
            if (!step) return;
            // Handled here: the inline gallery behind (its React parent) must not step again.
            event.preventDefault();
            event.stopPropagation();
            onStep(step);
          }}
          className="fade-in fixed inset-0 z-50 flex flex-col focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 p-3 text-white">
            <Dialog.Title dir="auto" className="truncate text-sm font-semibold">
              {title}
            </Dialog.Title>
            <div className="flex items-center gap-3">
              <span data-testid="gallery-counter" aria-live="polite" className="text-sm tabular-nums">
                {t('gallery.counter', position)}
              </span>
              <Dialog.Close className={ROUND} aria-label={t('gallery.close')} data-testid="gallery-close">
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            </div>
          </div>
          <div
            {...swipe}
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center p-2 select-none"
          >
            <img
              key={image.id}
              src={image.url}
              srcSet={imageSrcSet(image)}
              sizes="100vw"
              width={image.width}
              height={image.height}
              alt={t('gallery.photoAlt', { title, ...position })}
              draggable={false}
              className="max-h-full w-auto max-w-full object-contain"
            />
            {many && (
              <>
                <button
                  type="button"
                  onClick={() => onStep(-1)}
                  aria-label={t('gallery.previous')}
                  data-testid="gallery-prev"
                  className={`${ROUND} absolute start-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronLeft aria-hidden className="h-6 w-6 rtl:rotate-180" />
                </button>
                <button
                  type="button"
                  onClick={() => onStep(1)}
                  aria-label={t('gallery.next')}
                  data-testid="gallery-next"
                  className={`${ROUND} absolute end-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronRight aria-hidden className="h-6 w-6 rtl:rotate-180" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
