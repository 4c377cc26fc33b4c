import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatch, useSearchParams } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useConversations } from '../api/get-conversations';
import { ConnectionNotice } from '../components/connection-notice';
import { BlockedPeople } from '../components/blocked-people';
import { ConversationList } from '../components/conversation-list';
import { StartFromListing } from '../components/start-from-listing';
import { Thread } from '../components/thread';
import { useBelowTopBar } from '../hooks/use-below-top-bar';

function NoThread() {
  const { t } = useTranslation('messages');
  return (
    <div className="m-auto flex flex-col items-center gap-2 p-8 text-center text-slate-500 dark:text-slate-400">
      <MessagesSquare aria-hidden className="h-12 w-12 text-slate-300 dark:text-slate-600" />
      <p>{t('thread.pick')}</p>
    </div>
  );
}

/**
 * `/messages` and `/messages/{chatId}`: on a phone the list, then the thread with a way back; from
 * the tablet width on, both side by side. Without footer or page padding (spec section 2).
 */
export default function MessagesPage() {
  const { t } = useTranslation(['messages', 'errors']);
  const chatId = useMatch('/messages/:chatId')?.params.chatId;
  const [params] = useSearchParams();
  const listingId = params.get('listing');
  const sellerId = params.get('seller');
  const starting = !chatId && listingId !== null && sellerId !== null;
  const threadShown = chatId !== undefined || starting;
  const conversations = useConversations();
  const height = useBelowTopBar();

  return (
    <div
      data-testid="messages-page"
      style={{ height }}
      className="mx-auto flex w-full max-w-7xl min-h-0 bg-white xl:border-x xl:border-slate-200 dark:bg-slate-950 xl:dark:border-slate-800"
    >
      <aside
        aria-label={t('list.title')}
        className={`${threadShown ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col border-slate-200 md:w-80 md:border-e lg:w-96 dark:border-slate-800`}
      >
        <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('title')}</h1>
          <BlockedPeople />
        </div>
        <ConnectionNotice />
        {conversations.isError ? (
          <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
            {translateApiError(t, conversations.error)}
          </p>
        ) : conversations.data ? (
          <ConversationList conversations={conversations.data.items} activeId={chatId} />
        ) : (
          <div data-testid="conversations-loading" className="flex flex-col gap-3 p-4">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
            ))}
          </div>
        )}
      </aside>
      <section className={`${threadShown ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>
        {chatId ? (
          <Thread key={chatId} conversationId={chatId} />
        ) : starting ? (
          <StartFromListing listingId={listingId} sellerId={sellerId} />
        ) : (
          <NoThread />
        )}
      </section>
    </div>
  );
}
