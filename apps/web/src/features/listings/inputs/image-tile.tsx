import { ChevronLeft, ChevronRight, Star, X } from 'lucide-react';
import { useCallback, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedKey, type PickedImage } from './picked-image';

const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800';

export type TileAction = 'earlier' | 'later' | 'cover' | 'remove';

/**
 * A new photo shows through its own object URL, made for this element and freed with it (React 19
 * ref cleanup): the preview works however often the form unmounts and mounts the picker.
 */
function usePreviewRef(image: PickedImage) {
  const file = image.kind === 'new' ? image.file : undefined;
  return useCallback(
    (node: HTMLImageElement | null) => {
      if (!node || !file) return;
      const url = URL.createObjectURL(file);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}

interface TileProps {
  image: PickedImage;
  index: number;
  count: number;
  onAction: (action: TileAction) => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  dropTarget: boolean;
}

/** One photo with its cover badge and the buttons that do what dragging does, for keyboards and thumbs. */
export function ImageTile({ image, index, count, onAction, drag, dropTarget }: TileProps) {
  const { t } = useTranslation('listing-inputs');
  const previewRef = usePreviewRef(image);
  const position = { index: index + 1 };
  const cover = index === 0;
  return (
    <li
      data-testid="image-tile"
      data-key={pickedKey(image)}
      draggable
      {...drag}
      className={`flex flex-col overflow-hidden rounded-xl border bg-white dark:bg-slate-900 ${
        dropTarget ? 'border-brand-600 ring-2 ring-brand-600/40' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="relative aspect-[4/3] cursor-grab bg-slate-100 active:cursor-grabbing dark:bg-slate-800">
        <img
          ref={previewRef}
          src={image.kind === 'existing' ? image.url : undefined}
          alt={t('images.photoAlt', position)}
          draggable={false}
          className="h-full w-full object-cover"
        />
        {cover && (
          <span
            data-testid="image-cover-badge"
            className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm"
          >
            <Star aria-hidden className="h-3 w-3 fill-current" />
            {t('images.cover')}
          </span>
        )}
        <button
          type="button"
          data-testid="image-remove"
          data-action="remove"
          onClick={() => onAction('remove')}
          aria-label={t('images.remove', position)}
          title={t('images.remove', position)}
          className="absolute end-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-950/70 text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <div className="flex items-center justify-between gap-1 p-1">
        <div className="flex">
          <button
            type="button"
            data-testid="image-move-earlier"
            data-action="earlier"
            disabled={index === 0}
            onClick={() => onAction('earlier')}
            aria-label={t('images.moveEarlier', position)}
            title={t('images.moveEarlier', position)}
            className={ICON_BUTTON}
          >
            <ChevronLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            data-testid="image-move-later"
            data-action="later"
            disabled={index === count - 1}
            onClick={() => onAction('later')}
            aria-label={t('images.moveLater', position)}
            title={t('images.moveLater', position)}
            className={ICON_BUTTON}
          >
            <ChevronRight aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
          </button>
        </div>
        {!cover && (
          <button
            type="button"
            data-testid="image-make-cover"
            data-action="cover"
            onClick={() => onAction('cover')}
            aria-label={t('images.makeCover', position)}
            title={t('images.makeCover', position)}
            className={ICON_BUTTON}
          >
            <Star aria-hidden className="h-5 w-5" />
          </button>
        )}
      </div>
    </li>
  );
}
