import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageAnnouncement } from './image-announcement';
import { IMAGE_TYPES } from './image-checks';
import { ImageTile } from './image-tile';
import { pickedKey, type PickedImage } from './picked-image';
import { useImageList } from './use-image-list';

const { maxFiles, maxBytes, suggested, preferred } = LISTING_IMAGE_LIMITS;
const MAX_MB = maxBytes / 1024 / 1024;

/** Spec 5: one photo is required, two suggested, six or more preferred. */
function advice(count: number) {
  if (count === 0) return { key: 'none' } as const;
  if (count < suggested) return { key: 'suggest', count: suggested } as const;
  return count < preferred ? ({ key: 'preferred', count: preferred } as const) : ({ key: 'plenty' } as const);
}

/**
 * The listing's photos: drop or choose files (checked here as the server would, each refusal
 * named), previews, reorder by drag or by buttons, a cover (always the first photo) and removal.
 */
export function ImagePicker({
  value,
  onChange,
  error,
}: {
  value: PickedImage[];
  onChange: (next: PickedImage[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('listing-inputs');
  const id = useId();
  const { list, ...images } = useImageList(value, onChange);
  const [dropping, setDropping] = useState(false);
  const full = value.length >= maxFiles;
  const hint = advice(value.length);
  // With no photo, the error already asks for one: the advice would say it a second time.
  const showAdvice = !(error && hint.key === 'none');
  const describedBy = [showAdvice && `${id}-advice`, error && `${id}-error`].filter(Boolean).join(' ');

  const fileDrag = {
    onDragOver: (event: DragEvent) => {
      if (images.isTileDrag() || !event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = full ? 'none' : 'copy';
      setDropping(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop: (event: DragEvent) => {
      if (images.isTileDrag()) return;
      event.preventDefault();
      setDropping(false);
      images.addFiles(Array.from(event.dataTransfer.files));
    },
  };

  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby={`${id}-label`}
      aria-busy={images.checking}
      data-testid="image-picker"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('images.label')}
        </p>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300" data-testid="image-count">
          <span aria-hidden>{t('images.count', { count: value.length, max: maxFiles })}</span>
          <span className="sr-only">{t('images.countLabel', { count: value.length, max: maxFiles })}</span>
        </p>
      </div>
      <div
        {...fileDrag}
        data-testid="image-drop-zone"
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dropping
            ? 'border-brand-600 bg-brand-50 dark:bg-brand-950/40'
            : error
              ? 'border-red-600 dark:border-red-400'
              : 'border-slate-300 dark:border-slate-600'
        }`}
      >
        <ImagePlus aria-hidden className="h-8 w-8 text-slate-400" />
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {full ? t('images.full', { max: maxFiles }) : t('images.dropHere')}
        </p>
        <label
          className={`inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
            full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-brand-800'
          }`}
        >
          {t('images.choose')}
          <input
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            disabled={full}
            className="sr-only"
            data-testid="image-input"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              images.addFiles(files);
            }}
          />
        </label>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('images.formats', { size: MAX_MB })}</p>
      </div>
      {showAdvice && (
        <p
          id={`${id}-advice`}
          data-testid="image-advice"
          className="text-sm text-slate-600 dark:text-slate-300"
        >
          {t(`images.advice.${hint.key}`, { count: 'count' in hint ? hint.count : undefined })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <ImageAnnouncement announcement={images.announcement} checking={images.checking} />
      {value.length > 0 && (
        <>
          <p id={`${id}-reorder`} className="sr-only">
            {t('images.reorderHint')}
          </p>
          <ul
            ref={list}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-reorder`}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {value.map((image, index) => (
              <ImageTile
                key={pickedKey(image)}
                image={image}
                index={index}
                count={value.length}
                onAction={(action) => images.act(index, action)}
                drag={images.tileDrag(index)}
                dropTarget={images.dragOver === index}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
