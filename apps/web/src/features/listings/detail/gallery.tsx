import { DETAIL_PHOTO_SIZES, imageSrcSet, type ListingImage } from '@souqna/contracts';
import { ImageOff, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { arrowStep, stepIndex, type Step } from './gallery-navigation';
import { whenIdle } from '../../../shared/lib/idle-preload';

// Full screen is a tap away, not part of the page's first load: fetched once the browser is idle.
const loadViewer = () => import('./gallery-viewer');
const GalleryViewer = lazy(loadViewer);

/**
 * The listing's photos: the cover large (its box reserved at 4:3 so nothing shifts), a strip of
 * thumbnails, arrow keys in reading direction, and the full-screen viewer. `overlay` sits on the
 * cover (the sold badge); `coverAction` under it (the owner's "make cover").
 */
export function Gallery({
  images,
  title,
  overlay,
  coverAction,
}: {
  images: ListingImage[];
  title: string;
  overlay?: ReactNode;
  coverAction?: (image: ListingImage, select: (index: number) => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('listing-detail');
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => (images.length ? whenIdle(() => void loadViewer()) : undefined), [images.length]);
  const current = Math.min(index, Math.max(images.length - 1, 0));
  const image = images[current];
  const step = (by: Step) => setIndex(stepIndex(current, by, images.length));
  const position = (at: number) => ({ title, index: at + 1, count: images.length });

  return (
    <section
      data-testid="gallery"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label')}
      tabIndex={images.length > 1 ? 0 : undefined}
      onKeyDown={(event) => {
        const by = images.length > 1 ? arrowStep(event.key, i18n.dir(i18n.language)) : undefined;
        if (!by) return;
        event.preventDefault();
        step(by);
      }}
      className="flex flex-col gap-3 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        {image ? (
          <button
            ref={opener}
            type="button"
            onClick={() => setOpen(true)}
            data-testid="gallery-open"
            aria-label={t('gallery.open')}
            className="group block h-full w-full cursor-zoom-in"
          >
            <img
              key={image.id}
              src={image.cardUrl || image.url}
              srcSet={imageSrcSet(image)}
              sizes={DETAIL_PHOTO_SIZES}
              width={image.width}
              height={image.height}
              alt={t('gallery.photoAlt', position(current))}
              className="h-full w-full object-contain"
              fetchPriority={current === 0 ? 'high' : undefined}
            />
            <span className="absolute end-3 bottom-3 flex items-center gap-1.5 rounded-full bg-slate-950/70 px-3 py-1 text-xs font-semibold text-white tabular-nums">
              <Maximize2 aria-hidden className="h-3.5 w-3.5" />
              <span data-testid="gallery-position">
                {t('gallery.counter', { index: current + 1, count: images.length })}
              </span>
            </span>
          </button>
        ) : (
          <div
            className="flex h-full items-center justify-center text-slate-400"
            role="img"
            aria-label={t('gallery.none')}
          >
            <ImageOff aria-hidden className="h-12 w-12" />
          </div>
        )}
        {overlay}
      </div>
      {image && coverAction?.(image, setIndex)}
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {images.map((thumb, at) => (
            <li key={thumb.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-current={at === current}
                aria-label={t('gallery.show', position(at))}
                data-testid="gallery-thumbnail"
                className={`block h-16 w-20 overflow-hidden rounded-lg border-2 transition-opacity sm:h-20 sm:w-24 ${
                  at === current ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <img
                  src={thumb.thumbnailUrl || thumb.url}
                  width={Math.min(320, thumb.width)}
                  height={Math.round((Math.min(320, thumb.width) * thumb.height) / thumb.width)}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={images}
            index={current}
            title={title}
            onClose={() => setOpen(false)}
            returnFocus={opener}
            onStep={step}
          />
        </Suspense>
      )}
    </section>
  );
}
