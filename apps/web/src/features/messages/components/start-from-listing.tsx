import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { buttonClasses } from '../../../shared/ui/button';
import { useStartConversation } from '../api/start-conversation';

/**
 * "Message the seller" lands here (`/messages?listing=…&seller=…`): the conversation about that
 * listing is opened, the existing one or a new one, and the thread takes the place of this step.
 */
export function StartFromListing({ listingId, sellerId }: { listingId: string; sellerId: string }) {
  const { t } = useTranslation(['messages', 'errors']);
  const navigate = useNavigate();
  const start = useStartConversation();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate(
      { listingId, sellerId },
      { onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`, { replace: true }) },
    );
  }, [listingId, navigate, sellerId, start]);

  if (!start.isError)
    return (
      <div
        role="status"
        data-testid="thread-starting"
        className="m-auto text-sm text-slate-500 dark:text-slate-400"
      >
        {t('messages:start.opening')}
      </div>
    );
  return (
    <div
      role="alert"
      data-testid="thread-start-failed"
      className="m-auto flex max-w-sm flex-col items-center gap-4 p-6 text-center"
    >
      <p className="font-semibold text-slate-800 dark:text-slate-100">{t('messages:start.failed')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{translateApiError(t, start.error)}</p>
      <Link to={`/listings/${listingId}`} className={buttonClasses('secondary')}>
        {t('messages:start.back')}
      </Link>
    </div>
  );
}
