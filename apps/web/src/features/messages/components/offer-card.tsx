import type { Message } from '@souqna/contracts';
import { Check, HandCoins, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useAnswerOffer } from '../api/answer-offer';
import { formatListingPrice } from '../../../shared/lib/price';

const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  declined: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
} as const;

const ACTION =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition-colors disabled:opacity-50';

/**
 * An offer in the thread: the amount, where it stands, and for the listing's owner while it
 * waits, Accept and Decline. The answer comes back on the request and on `message:updated`.
 */
export function OfferCard({
  message,
  offer,
  canAnswer,
}: {
  message: Message;
  offer: NonNullable<Message['offer']>;
  canAnswer: boolean;
}) {
  const { t, i18n } = useTranslation(['messages', 'errors']);
  const answer = useAnswerOffer();
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate({ conversationId: message.conversationId, messageId: message.id, answer: choice });

  return (
    <div data-testid="offer-card" data-status={offer.status} className="flex flex-col gap-2">
      <span className="flex items-center gap-1.5 text-xs font-medium uppercase opacity-80">
        <HandCoins aria-hidden className="h-4 w-4" />
        {t('messages:offer.title')}
      </span>
      <bdi data-testid="offer-amount" className="text-xl font-bold">
        {formatListingPrice(i18n.language, offer.amount, offer.currency)}
      </bdi>
      <span
        data-testid="offer-status"
        className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[offer.status]}`}
      >
        {t(`messages:offer.status.${offer.status}`)}
      </span>
      {canAnswer && offer.status === 'pending' && (
        <div className="flex gap-2 pt-1">
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => send('accept')}
            data-testid="offer-accept"
            className={`${ACTION} bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400`}
          >
            <Check aria-hidden className="h-4 w-4" />
            {t('messages:offer.accept')}
          </button>
          <button
            type="button"
            disabled={answer.isPending}
            onClick={() => send('decline')}
            data-testid="offer-decline"
            className={`${ACTION} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-700`}
          >
            <X aria-hidden className="h-4 w-4" />
            {t('messages:offer.decline')}
          </button>
        </div>
      )}
      {answer.isError && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {translateApiError(t, answer.error)}
        </p>
      )}
    </div>
  );
}
