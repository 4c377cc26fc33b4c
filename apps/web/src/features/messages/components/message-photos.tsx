import type { ListingImage, MessageImage } from '@souqna/contracts';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGalleryViewer } from '../../listings';

// The listing page's full-screen viewer, fetched on the first tap on a photo.
const GalleryViewer = lazy(loadGalleryViewer);

/** The width a message's photo box takes (px); thumbnails (320 px) fill it sharply up to 2x. */
const BOX = 240;

interface Tile {
  key: string;
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/**
 * Photos in a bubble: one alone at its own shape (within a height), several as a grid of squares,
 * the first across the top when there are three. Each box has its size before the file comes.
 */
export function PhotoGrid({
  tiles,
  label,
  onOpen,
  dimmed = false,
}: {
  tiles: Tile[];
  label: (index: number) => string;
  onOpen?: (index: number, opener: HTMLButtonElement) => void;
  dimmed?: boolean;
}) {
  const single = tiles.length === 1;
  // Of three, the first spans the top row, half as tall as it is wide.
  const across = (at: number) => tiles.length === 3 && at === 0;
  return (
    <ul
      data-testid="message-photos"
      style={{ width: BOX }}
      className={`mb-1 grid max-w-full gap-1 overflow-hidden rounded-xl ${single ? 'grid-cols-1' : 'grid-cols-2'} ${dimmed ? 'opacity-60' : ''}`}
    >
      {tiles.map((tile, at) => {
        const image = (
          <img
            src={tile.src}
            srcSet={tile.srcSet}
            sizes={single ? `${BOX}px` : `${BOX / 2}px`}
            width={tile.width}
            height={tile.height}
            alt={label(at)}
            loading="lazy"
            decoding="async"
            className={`block w-full bg-slate-200 object-cover dark:bg-slate-700 ${single ? 'h-auto max-h-80' : across(at) ? 'aspect-[2/1] h-full' : 'aspect-square h-full'}`}
          />
        );
        return (
          <li key={tile.key} className={across(at) ? 'col-span-2' : undefined}>
            {onOpen ? (
              <button
                type="button"
                onClick={(event) => onOpen(at, event.currentTarget)}
                data-testid="message-photo"
                className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {image}
              </button>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The viewer takes listing photos: a message photo's variants under the same names. */
const asGalleryImage = (image: MessageImage, position: number): ListingImage => ({
  ...image,
  cardUrl: `${image.url}?size=card`,
  isPrimary: position === 0,
  position,
});

/** A sent message's photos, opening full screen (swipe, arrows, Escape) on a tap. */
export function MessagePhotos({ images }: { images: MessageImage[] }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const gallery = useMemo(() => images.map(asGalleryImage), [images]);
  const count = images.length;
  const tiles = images.map((image) => ({
    key: image.id,
    src: image.thumbnailUrl,
    srcSet: `${image.thumbnailUrl} ${Math.min(320, image.width)}w, ${image.url}?size=card ${Math.min(640, image.width)}w`,
    width: image.width,
    height: image.height,
  }));
  return (
    <>
      <PhotoGrid
        tiles={tiles}
        label={(at) => t('thread.photoOpen', { index: at + 1, count })}
        onOpen={(at, element) => {
          opener.current = element;
          setOpen(at);
        }}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            images={gallery}
            index={open}
            title={t('thread.photos', { count })}
            onClose={() => setOpen(null)}
            returnFocus={opener}
            onStep={(by) => setOpen((at) => ((at ?? 0) + by + count) % count)}
          />
        </Suspense>
      )}
    </>
  );
}
