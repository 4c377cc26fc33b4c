import { MESSAGE_MAX_LENGTH } from '@souqna/contracts';
import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { checkPhotos, MAX_PHOTOS, PHOTO_MAX_MB, PHOTO_TYPES, type PhotoProblem } from '../lib/message-photos';

const MAX_HEIGHT_PX = 160;

interface Picked {
  file: File;
  url: string;
}

/**
 * Where a message is written: Enter sends, Shift+Enter breaks the line (and Enter while an input
 * method composes a word only ends the word). Grows with its text up to a few lines. Up to five
 * photos go with it, previewed before sending; a photo alone is a message too.
 */
export function Composer({
  onSend,
  initialText = '',
  onTyped,
  onStopped,
}: {
  onSend: (text: string, photos: File[]) => void;
  initialText?: string;
  /** Each keystroke that changes the text (the typing signal throttles it). */
  onTyped?: () => void;
  /** The writer stopped: sent, or left the box. */
  onStopped?: () => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [refused, setRefused] = useState<{ name: string; problem: PhotoProblem }[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const content = text.trim();
  const left = MESSAGE_MAX_LENGTH - text.length;
  const canSend = (!!content || picked.length > 0) && left >= 0;

  // Previews not sent are let go with the composer; sent ones belong to the pending bubble now.
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(
    () => () => {
      for (const { url } of pickedRef.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const pick = (files: File[]) => {
    const { accepted, refused: problems } = checkPhotos(files, picked.length);
    setRefused(problems);
    setPicked((list) => [...list, ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };
  const unpick = (at: number) => {
    const gone = picked[at];
    if (gone) URL.revokeObjectURL(gone.url);
    setPicked((list) => list.filter((_, index) => index !== at));
    setRefused([]);
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!canSend) return;
    onSend(
      content,
      picked.map(({ file }) => file),
    );
    onStopped?.();
    setText('');
    // The pending bubble makes previews of its own from the files.
    for (const { url } of picked) URL.revokeObjectURL(url);
    setPicked([]);
    setRefused([]);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2 border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
    >
      {refused.length > 0 && (
        <ul
          role="alert"
          data-testid="composer-photo-errors"
          className="text-sm text-red-700 dark:text-red-400"
        >
          {refused.map(({ name, problem }, at) => (
            <li key={`${name}-${at}`} dir="auto">
              {t(`composer.photoProblem.${problem}`, { name, mb: PHOTO_MAX_MB, count: MAX_PHOTOS })}
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <ul className="flex gap-2 overflow-x-auto pe-2 pt-2" aria-label={t('composer.photos')}>
          {picked.map(({ file, url }, at) => (
            <li key={url} data-testid="composer-photo" className="relative shrink-0">
              <img
                src={url}
                alt={file.name}
                width={64}
                height={64}
                className="h-16 w-16 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
              />
              <button
                type="button"
                onClick={() => unpick(at)}
                aria-label={t('composer.removePhoto', { name: file.name })}
                data-testid="composer-photo-remove"
                className="absolute -end-1.5 -top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-slate-900 text-white ring-2 ring-white dark:bg-slate-100 dark:text-slate-900 dark:ring-slate-950"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={chooser}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="hidden"
          data-testid="composer-file"
          onChange={(event) => {
            pick([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => chooser.current?.click()}
          disabled={picked.length >= MAX_PHOTOS}
          aria-label={t('composer.attach', { count: MAX_PHOTOS })}
          title={t('composer.attach', { count: MAX_PHOTOS })}
          data-testid="composer-attach"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ImagePlus aria-hidden className="h-5 w-5" />
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('composer.label')}</span>
          <textarea
            ref={box}
            rows={1}
            dir="auto"
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) onTyped?.();
              else onStopped?.();
            }}
            onBlur={onStopped}
            onKeyDown={onKeyDown}
            placeholder={t('composer.placeholder')}
            data-testid="composer-input"
            className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-slate-300 bg-slate-50 px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:bg-white focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:focus:bg-slate-900"
          />
          {left < 200 && (
            <span
              className="mt-1 block text-xs text-slate-500 dark:text-slate-400"
              data-testid="composer-left"
            >
              {t('composer.left', { count: left, value: formatNumber(i18n.language, left) })}
            </span>
          )}
        </label>
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('composer.send')}
          data-testid="composer-send"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950"
        >
          <Send aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
        </button>
      </div>
    </form>
  );
}
