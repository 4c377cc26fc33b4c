import type { Conversation } from '@souqna/contracts';
import { Camera, MessageCircle, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/lib/format';
import { formatListingPrice } from '../../../shared/lib/price';
import { isPhotoOnly } from '../lib/message-photos';
import { listTime } from '../lib/message-time';
import { PersonAvatar } from './person-avatar';

/** Case- and accent-blind text for the search box, Arabic and Latin alike. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0640]/g, '')
    .toLocaleLowerCase();

function ConversationRow({ conversation, active }: { conversation: Conversation; active: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const { otherParticipant: other, listing, lastMessage, unreadCount } = conversation;
  const when = conversation.lastMessageAt ?? conversation.updatedAt;
  const offer = lastMessage?.offer;
  const photoOnly = !!lastMessage && !lastMessage.deleted && !offer && isPhotoOnly(lastMessage);
  const preview = lastMessage?.deleted
    ? t('thread.deleted')
    : offer
      ? t('offer.preview', { price: formatListingPrice(i18n.language, offer.amount, offer.currency) })
      : photoOnly
        ? t('thread.photo')
        : (lastMessage?.content ?? t('list.noMessages'));
  return (
    <li>
      <Link
        to={`/messages/${conversation.id}`}
        aria-current={active ? 'page' : undefined}
        data-testid="conversation-row"
        className={`flex items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/60 ${active ? 'bg-brand-50 dark:bg-brand-900/30' : ''}`}
      >
        <span className="relative shrink-0">
          <PersonAvatar person={other} />
          {listing?.image && (
            <img
              src={listing.image}
              alt=""
              data-testid="conversation-thumb"
              className="absolute -end-1.5 -bottom-1.5 h-6 w-6 rounded-md border-2 border-white object-cover dark:border-slate-900"
            />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2">
            <span
              dir="auto"
              className="min-w-0 flex-1 truncate text-match-parent font-semibold text-slate-900 dark:text-white"
            >
              {other?.name ?? t('list.someone')}
            </span>
            <time dateTime={when} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
              {listTime(i18n.language, when)}
            </time>
          </span>
          {listing && (
            <span
              dir="auto"
              className="truncate text-match-parent text-xs font-medium text-brand-700 dark:text-brand-300"
            >
              {listing.title}
            </span>
          )}
          <span className="flex items-center gap-2">
            <span
              dir="auto"
              data-testid="conversation-preview"
              className={`min-w-0 flex-1 truncate text-match-parent text-sm ${unreadCount > 0 ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {photoOnly && <Camera aria-hidden className="me-1 inline h-4 w-4 align-text-bottom" />}
              {preview}
            </span>
            {unreadCount > 0 && (
              <span
                data-testid="conversation-unread"
                aria-label={t('list.unread', { count: unreadCount })}
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white dark:bg-brand-400 dark:text-slate-950"
              >
                {formatNumber(i18n.language, unreadCount)}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The inbox: newest activity first, searchable by the other person's name or the listing. */
export function ConversationList({
  conversations,
  activeId,
}: {
  conversations: Conversation[];
  activeId: string | undefined;
}) {
  const { t } = useTranslation('messages');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = fold(query.trim());
    if (!needle) return conversations;
    return conversations.filter((conversation) =>
      [conversation.otherParticipant?.name, conversation.listing?.title].some(
        (text) => text !== undefined && fold(text).includes(needle),
      ),
    );
  }, [conversations, query]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3 dark:border-slate-800">
        <label className="relative block">
          <span className="sr-only">{t('list.search')}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('list.search')}
            data-testid="conversation-search"
            className="h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </label>
      </div>
      {conversations.length === 0 ? (
        <div
          data-testid="conversations-empty"
          className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center"
        >
          <MessageCircle aria-hidden className="h-10 w-10 text-slate-300 dark:text-slate-600" />
          <p className="font-semibold text-slate-800 dark:text-slate-100">{t('list.empty')}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('list.emptyHint')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p
          data-testid="conversations-no-match"
          className="p-6 text-center text-sm text-slate-500 dark:text-slate-400"
        >
          {t('list.noMatch')}
        </p>
      ) : (
        <ul
          aria-label={t('list.title')}
          data-testid="conversation-list"
          className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
        >
          {shown.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              active={conversation.id === activeId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
