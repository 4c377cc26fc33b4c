import type { Conversation } from '@souqna/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatListingPrice } from '../../../shared/lib/price';
import { listTime } from '../lib/message-time';
import { PersonAvatar } from './person-avatar';
import { ThreadMenu } from './thread-menu';

/** The listing the conversation is about, kept whatever its status now; a link to it. */
function ListingCard({ listing }: { listing: NonNullable<Conversation['listing']> }) {
  const { t, i18n } = useTranslation('messages');
  const price = formatListingPrice(i18n.language, listing.price, listing.currency);
  return (
    <Link
      to={`/listings/${listing.id}`}
      data-testid="thread-listing"
      className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 hover:bg-slate-100 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
    >
      {listing.image ? (
        <img src={listing.image} alt="" className="h-11 w-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span aria-hidden className="h-11 w-14 shrink-0 rounded-lg bg-slate-200 dark:bg-slate-700" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span
          dir="auto"
          className="truncate text-match-parent text-sm font-semibold text-slate-900 dark:text-white"
        >
          {listing.title}
        </span>
        <span className="flex items-center gap-2 text-sm">
          <span className="font-bold text-brand-700 dark:text-brand-300">{price}</span>
          {listing.status !== 'active' && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
              {t(`listingStatus.${listing.status}`)}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/**
 * Online now, or when last seen: only for people whose settings show it (the server sends null
 * otherwise), kept current by the socket's presence events (LiveMessages).
 */
function Presence({ online, lastActiveAt }: { online?: boolean | null; lastActiveAt?: string | null }) {
  const { t, i18n } = useTranslation('messages');
  if (online)
    return (
      <p
        data-testid="thread-presence"
        className="flex items-center gap-1.5 text-xs text-emerald-700 dark:text-emerald-400"
      >
        <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
        {t('thread.online')}
      </p>
    );
  if (online === false && lastActiveAt)
    return (
      <p data-testid="thread-presence" className="text-xs text-slate-500 dark:text-slate-400">
        {t('thread.lastSeen', { time: listTime(i18n.language, lastActiveAt) })}
      </p>
    );
  return null;
}

/** Who the thread is with (a back link on phones), its menu, and the listing it is about. */
export function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messages');
  const other = conversation.otherParticipant;
  return (
    <div className="shrink-0">
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4 dark:border-slate-800">
        <Link
          to="/messages"
          aria-label={t('thread.back')}
          data-testid="thread-back"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ArrowLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
        </Link>
        <PersonAvatar person={other} size="sm" />
        <div className="min-w-0 flex-1">
          <h2
            dir="auto"
            data-testid="thread-title"
            className="truncate text-match-parent font-semibold text-slate-900 dark:text-white"
          >
            {other?.name ?? t('list.someone')}
          </h2>
          <Presence online={other?.online} lastActiveAt={other?.lastActiveAt} />
        </div>
        <ThreadMenu conversation={conversation} />
      </div>
      {conversation.listing && <ListingCard listing={conversation.listing} />}
    </div>
  );
}
