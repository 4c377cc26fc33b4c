import { MESSAGE_MAX_LENGTH } from '@souqna/contracts';
import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';

const MAX_HEIGHT_PX = 160;

/**
 * Where a message is written: Enter sends, Shift+Enter breaks the line (and Enter while an input
 * method composes a word only ends the word). Grows with its text up to a few lines.
 */
export function Composer({
  onSend,
  initialText = '',
  onTyped,
  onStopped,
}: {
  onSend: (text: string) => void;
  initialText?: string;
  /** Each keystroke that changes the text (the typing signal throttles it). */
  onTyped?: () => void;
  /** The writer stopped: sent, or left the box. */
  onStopped?: () => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const [text, setText] = useState(initialText);
  const box = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();
  const left = MESSAGE_MAX_LENGTH - text.length;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!content || left < 0) return;
    onSend(content);
    onStopped?.();
    setText('');
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
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
    >
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
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400" data-testid="composer-left">
            {t('composer.left', { count: left, value: formatNumber(i18n.language, left) })}
          </span>
        )}
      </label>
      <button
        type="submit"
        disabled={!content}
        aria-label={t('composer.send')}
        data-testid="composer-send"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950"
      >
        <Send aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
