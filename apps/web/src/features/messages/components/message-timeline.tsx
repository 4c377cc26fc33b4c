import type { Message } from '@souqna/contracts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../hooks/use-outbox';
import { dayKey, dayLabel } from '../lib/message-time';
import { MessageBubble, PendingBubble } from './message-bubble';

// How close to the top (px) the reader scrolls before the older page is asked for.
const LOAD_OLDER_AT_PX = 120;
// Within this distance of the bottom the view follows new messages.
const FOLLOW_PX = 80;

interface TimelineProps {
  messages: Message[];
  pending: PendingMessage[];
  userId: string;
  /** The reader owns the thread's listing: offers made to them can be answered. */
  ownsListing?: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (id: string) => void;
  /** Above the first message: what shows once the whole history is loaded. */
  start?: ReactNode;
  /** Below the last message: who is typing. */
  end?: ReactNode;
}

/**
 * The thread's messages, oldest at the top and grouped by day. Older pages load as the reader
 * scrolls up, with the view held on the message they were reading; new ones at the bottom are
 * followed while the reader is at the bottom (always for their own).
 */
export function MessageTimeline(props: TimelineProps) {
  const {
    messages,
    pending,
    userId,
    ownsListing = false,
    hasOlder,
    loadingOlder,
    onLoadOlder,
    onRetry,
  } = props;
  const { t, i18n } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const oldestId = messages[0]?.id;
  const newest = pending.at(-1)?.id ?? messages.at(-1)?.id;
  const newestOwn = pending.length > 0 || messages.at(-1)?.senderId === userId;

  const askOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  // An older page came in above: keep the same distance from the bottom, so nothing moves.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [oldestId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (atBottom.current || newestOwn)) element.scrollTop = element.scrollHeight;
  }, [newest, newestOwn]);

  // A first page shorter than the view has no scrollbar to pull: fetch on until there is one.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && element.scrollHeight <= element.clientHeight && hasOlder && !loadingOlder) askOlder();
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    if (element.scrollTop < LOAD_OLDER_AT_PX) askOlder();
  };

  const words = { today: t('thread.today'), yesterday: t('thread.yesterday') };
  const daySeparator = (iso: string) => (
    <li
      key={`day-${dayKey(iso)}`}
      role="separator"
      data-testid="day-separator"
      className="flex justify-center py-2"
    >
      <span className="rounded-full bg-slate-200/80 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {dayLabel(i18n.language, iso, words)}
      </span>
    </li>
  );
  const rows = [
    ...messages.map((message) => ({
      id: message.id,
      createdAt: message.createdAt,
      node: (
        <MessageBubble
          key={message.id}
          message={message}
          own={message.senderId === userId}
          canAnswer={ownsListing}
        />
      ),
    })),
    ...pending.map((item) => ({
      id: item.id,
      createdAt: item.createdAt,
      node: <PendingBubble key={item.id} item={item} onRetry={() => onRetry(item.id)} />,
    })),
  ];

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      data-testid="message-timeline"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-100/70 px-3 py-4 sm:px-6 dark:bg-slate-950"
    >
      {loadingOlder && (
        <p role="status" className="pb-2 text-center text-xs text-slate-500 dark:text-slate-400">
          {t('thread.loadingOlder')}
        </p>
      )}
      {!hasOlder && props.start}
      <ol aria-label={t('thread.messages')} className="flex flex-col gap-1.5">
        {rows.map((row, index) =>
          index === 0 || dayKey(rows[index - 1]!.createdAt) !== dayKey(row.createdAt)
            ? [daySeparator(row.createdAt), row.node]
            : row.node,
        )}
      </ol>
      {props.end}
    </div>
  );
}
