import { Lock } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useSession } from '../../../shared/lib/session';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { stillPending, useOutbox } from '../hooks/use-outbox';
import { useOtherTyping, useTypingSignal } from '../hooks/use-typing';
import { Composer } from './composer';
import { MessageTimeline } from './message-timeline';
import { OfferForm } from './offer-form';
import { ThreadHeader } from './thread-header';

/** One conversation: who and what it is about, its messages, and the composer. */
export function Thread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['messages', 'errors']);
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = useMessages(conversationId);
  const outbox = useOutbox(conversationId);
  const { mutate: markRead } = useMarkRead();
  const marked = useRef(new Set<string>());
  const typingSignal = useTypingSignal(conversationId);
  const otherTyping = useOtherTyping(conversationId, userId);
  const conversation = query.data?.pages[0]?.conversation;
  const messages = useMemo(
    () => (query.data?.pages.flatMap((page) => page.items) ?? []).reverse(),
    [query.data],
  );

  // Opening the thread reads it: the newest unread message from the other side, and all before.
  const newestUnread = messages.findLast((message) => message.senderId !== userId && !message.read);
  useEffect(() => {
    if (!newestUnread || marked.current.has(newestUnread.id)) return;
    marked.current.add(newestUnread.id);
    markRead({ conversationId, messageId: newestUnread.id });
  }, [conversationId, markRead, newestUnread]);

  if (query.isError)
    return (
      <p role="alert" className="m-auto p-6 text-center text-slate-600 dark:text-slate-300">
        {translateApiError(t, query.error)}
      </p>
    );
  if (!conversation)
    return (
      <div
        data-testid="thread-loading"
        className="m-auto h-8 w-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
    );

  const listing = conversation.listing;
  // Offers are the buyer's, about a listing still for sale (the server refuses the rest).
  const canOffer = !!listing && listing.userId !== userId && listing.status === 'active';
  const other = conversation.otherParticipant?.name ?? t('messages:list.someone');

  // A conversation opened from a listing and still empty: the first words are written for the reader.
  const prefill =
    messages.length === 0 && conversation.listing
      ? t('messages:composer.prefill', { title: conversation.listing.title })
      : '';

  return (
    <div data-testid="thread" className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={conversation} />
      <MessageTimeline
        messages={messages}
        pending={stillPending(outbox.pending, messages, userId)}
        userId={userId}
        ownsListing={conversation.listing?.userId === userId}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        onRetry={outbox.retry}
        end={
          otherTyping && (
            <p
              role="status"
              data-testid="typing-indicator"
              className="pt-2 text-xs text-slate-500 italic dark:text-slate-400"
            >
              {t('messages:thread.typing', { name: other })}
            </p>
          )
        }
        start={
          <p className="pb-3 text-center text-xs text-slate-500 dark:text-slate-400">
            {t('messages:thread.start')}
          </p>
        }
      />
      {conversation.blocked ? (
        <p
          data-testid="thread-blocked"
          className="flex items-center justify-center gap-2 border-t border-slate-200 p-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
        >
          <Lock aria-hidden className="h-4 w-4" />
          {t('errors:MESSAGING_BLOCKED')}
        </p>
      ) : (
        <>
          {canOffer && <OfferForm conversationId={conversationId} currency={listing.currency} />}
          <Composer
            key={prefill}
            initialText={prefill}
            onSend={outbox.send}
            onTyped={typingSignal.typed}
            onStopped={typingSignal.stopped}
          />
        </>
      )}
    </div>
  );
}
