import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { PICTURE_MAX_MB, PICTURE_TYPES, pictureProblem, type PictureProblem } from '../lib/picture-file';
import { Avatar } from './avatar';

/** `undefined`: keep the current picture; a File: replace it; `null`: remove it. */
export type PictureChoice = File | null | undefined;

/**
 * The profile picture: a preview of what will be saved, a file chooser that refuses what the
 * server would (type, size) before anything is sent, and removal.
 */
export function AvatarPicker({
  current,
  name,
  choice,
  onChoose,
  problem,
  onProblem,
}: {
  current: string | null;
  name: string;
  choice: PictureChoice;
  onChoose: (choice: PictureChoice) => void;
  problem?: PictureProblem;
  onProblem: (problem: PictureProblem | undefined) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  // The preview's object URL is made when a file is chosen and let go when replaced or unmounted.
  const [preview, setPreview] = useState<string>();
  const url = useRef<string | undefined>(undefined);
  const release = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = undefined;
  };
  useEffect(() => release, []);
  const choose = (file: File) => {
    release();
    url.current = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    setPreview(url.current);
    onChoose(file);
  };

  const shown = choice === null ? null : choice ? (preview ?? current) : current;
  const status =
    choice === null ? t('profile.avatar.willRemove') : choice ? t('profile.avatar.newPicture') : undefined;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="avatar-picker">
      <Avatar src={shown} name={name} alt={t('profile.avatar.preview')} size="lg" />
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <ImagePlus aria-hidden className="h-4 w-4" />
          {shown ? t('profile.avatar.change') : t('profile.avatar.upload')}
          <input
            id={id}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            className="sr-only"
            data-testid="avatar-input"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const found = pictureProblem(file) ?? undefined;
              onProblem(found);
              if (!found) choose(file);
            }}
          />
        </label>
        {choice !== undefined ? (
          <Button variant="ghost" size="sm" onClick={() => onChoose(undefined)} data-testid="avatar-undo">
            <Undo2 aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            {t('profile.avatar.undo')}
          </Button>
        ) : (
          current && (
            <Button variant="ghost" size="sm" onClick={() => onChoose(null)} data-testid="avatar-remove">
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('profile.avatar.remove')}
            </Button>
          )
        )}
      </div>
      {problem ? (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-400"
          data-testid="avatar-error"
        >
          {t(`profile.avatar.${problem}`, { size: PICTURE_MAX_MB })}
        </p>
      ) : (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {status ?? t('profile.avatar.hint', { size: PICTURE_MAX_MB })}
        </p>
      )}
    </div>
  );
}
