import type { Message } from '@souqna/contracts';
import { AlertTriangle, Check, CheckCheck, Clock, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import type { PendingMessage } from '../hooks/use-outbox';
import { DeleteMessage } from './delete-message';
import { clockTime } from '../lib/message-time';
import { OfferCard } from './offer-card';
import { MessagePhotos, PhotoGrid } from './message-photos';

/** What the server flagged, above the message it concerns (never instead of it). */
function SafetyWarning({ text }: { text: string }) {
  return (
    <p
      role="note"
      data-testid="safety-warning"
      className="flex max-w-[85%] items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:max-w-md dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

const BUBBLE = 'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-md';
const OWN = 'rounded-ee-md bg-brand-700 text-white dark:bg-brand-600';
const THEIRS = 'rounded-es-md bg-white text-slate-900 dark:bg-slate-800 dark:text-slate-50';

function Text({ content }: { content: string }) {
  return (
    <p dir="auto" data-testid="message-text" className="break-words whitespace-pre-wrap">
      {content}
    </p>
  );
}

/**
 * One message of the thread, with its time and, for one's own, whether it was read. An offer
 * shows as its card; `canAnswer` is for the listing's owner (the server checks it again).
 */
export function MessageBubble({
  message,
  own,
  canAnswer = false,
}: {
  message: Message;
  own: boolean;
  canAnswer?: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const warning = !own && message.safety ? message.safety.warning : null;
  return (
    <li
      data-testid="message"
      data-own={own}
      className={`group flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}
    >
      {warning && <SafetyWarning text={warning} />}
      <div className={`${BUBBLE} ${own ? OWN : THEIRS}`}>
        {message.deleted ? (
          <p className="text-sm italic opacity-70">{t('thread.deleted')}</p>
        ) : (
          <>
            {message.kind === 'offer' && message.offer && (
              <OfferCard message={message} offer={message.offer} canAnswer={canAnswer && !own} />
            )}
            {message.images.length > 0 && <MessagePhotos images={message.images} />}
            {message.content && <Text content={message.content} />}
          </>
        )}
        <span
          className={`mt-0.5 flex items-center justify-end gap-1 text-[11px] ${own ? 'text-white/75' : 'text-slate-500 dark:text-slate-400'}`}
        >
          <time dateTime={message.createdAt}>{clockTime(i18n.language, message.createdAt)}</time>
          {own && !message.deleted && <DeleteMessage messageId={message.id} />}
          {own &&
            (message.read ? (
              <CheckCheck aria-label={t('thread.read')} data-testid="tick-read" className="h-3.5 w-3.5" />
            ) : (
              <Check aria-label={t('thread.sent')} data-testid="tick-sent" className="h-3.5 w-3.5" />
            ))}
        </span>
      </div>
    </li>
  );
}

/** A message not yet confirmed: sending, waiting for the connection, or failed with a retry. */
export function PendingBubble({ item, onRetry }: { item: PendingMessage; onRetry: () => void }) {
  const { t, i18n } = useTranslation(['messages', 'errors']);
  return (
    <li
      data-testid="message"
      data-own="true"
      data-status={item.status}
      className="flex flex-col items-end gap-1"
    >
      <div className={`${BUBBLE} ${OWN} ${item.status === 'failed' ? 'opacity-70' : ''}`}>
        {item.previews.length > 0 && (
          <PhotoGrid
            tiles={item.previews.map((url) => ({ key: url, src: url, width: 4, height: 3 }))}
            label={(at) => t('messages:thread.photoSending', { index: at + 1, count: item.previews.length })}
            dimmed={item.status !== 'failed'}
          />
        )}
        {item.content && <Text content={item.content} />}
        <span className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-white/75">
          <time dateTime={item.createdAt}>{clockTime(i18n.language, item.createdAt)}</time>
          {item.status !== 'failed' && (
            <Clock
              aria-label={t(
                item.status === 'waiting' ? 'messages:thread.waiting' : 'messages:thread.sending',
              )}
              className="h-3.5 w-3.5"
            />
          )}
        </span>
      </div>
      {item.status === 'waiting' && (
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('messages:thread.waiting')}</span>
      )}
      {item.status === 'failed' && (
        <span
          role="alert"
          className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700 dark:text-red-400"
        >
          {t('messages:thread.failed')} {translateApiError(t, item.error)}
          <button
            type="button"
            onClick={onRetry}
            data-testid="message-retry"
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
          >
            <RotateCcw aria-hidden className="h-3.5 w-3.5" />
            {t('messages:thread.retry')}
          </button>
        </span>
      )}
    </li>
  );
}
