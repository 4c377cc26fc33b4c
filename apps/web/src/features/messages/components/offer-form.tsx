import { CURRENCIES, type Currency } from '@souqna/contracts';
import { HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useSendOffer } from '../api/send-offer';

const FIELD =
  'min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/**
 * "Make an offer", for the buyer in a thread about a listing: an amount and its currency, sent
 * as an offer message the owner answers in one tap. Closed, it is one small button.
 */
export function OfferForm({ conversationId, currency }: { conversationId: string; currency: Currency }) {
  const { t } = useTranslation(['messages', 'errors']);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<Currency>(currency);
  const offer = useSendOffer();
  const ids = useId();

  if (!open)
    return (
      <div className="flex border-t border-slate-200 bg-white px-3 pt-2 dark:border-slate-800 dark:bg-slate-950">
        <button
          type="button"
          onClick={() => setOpen(true)}
          data-testid="offer-open"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-900/40"
        >
          <HandCoins aria-hidden className="h-4 w-4" />
          {t('messages:offer.make')}
        </button>
      </div>
    );

  return (
    <form
      data-testid="offer-form"
      aria-label={t('messages:offer.make')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!amount.trim()) return;
        offer.mutate(
          { conversationId, amount: amount.trim(), currency: chosen },
          {
            onSuccess: () => {
              setAmount('');
              setOpen(false);
            },
          },
        );
      }}
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 bg-white px-3 pt-3 dark:border-slate-800 dark:bg-slate-950"
    >
      <label htmlFor={`${ids}-amount`} className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{t('messages:offer.amount')}</span>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="offer-amount-input"
          className={`${FIELD} w-full text-start`}
        />
      </label>
      <label htmlFor={`${ids}-currency`} className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{t('messages:offer.currency')}</span>
        <select
          id={`${ids}-currency`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as Currency)}
          data-testid="offer-currency"
          className={FIELD}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {t(`messages:offer.currencies.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={!amount.trim() || offer.isPending}
          data-testid="offer-send"
          className="min-h-11 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950"
        >
          {t('messages:offer.send')}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            offer.reset();
          }}
          className="min-h-11 rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('messages:offer.cancel')}
        </button>
      </div>
      {offer.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {translateApiError(t, offer.error)}
        </p>
      )}
    </form>
  );
}
