import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_LIMITS } from '@souqna/contracts';
import { ApiError } from '../../../shared/lib/api-client';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { useCountdown } from '../hooks/use-countdown';

const WAIT_MS = AUTH_LIMITS.codeResendSeconds * 1000;

/**
 * 'Send a new code', available once a minute has passed since the last one (the server mails
 * one a minute at most); a 429 waits for as long as its Retry-After says.
 */
export function ResendCode({
  send,
  justSent,
}: {
  /** Mails a new code; resolving to `false` means nothing was sent (the form showed why). */
  send: () => Promise<unknown>;
  /** A code went out a moment ago: start counting at once (remount to count again). */
  justSent: boolean;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const { seconds, startUntil } = useCountdown(() => (justSent ? Date.now() + WAIT_MS : 0));
  const [pending, setPending] = useState(false);

  const resend = async () => {
    setPending(true);
    try {
      if ((await send()) === false) return;
      notify('success', t('auth:verify.codeSent'));
      startUntil(Date.now() + WAIT_MS);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATE_LIMIT') {
        startUntil(Date.now() + (error.retryAfter ?? AUTH_LIMITS.codeResendSeconds) * 1000);
      } else notify('error', translateApiError(t, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={pending || seconds > 0}
      onClick={() => void resend()}
      data-testid="resend-code"
      className="self-center text-brand-700 disabled:text-slate-500 dark:text-brand-300 dark:disabled:text-slate-400"
    >
      <RotateCw aria-hidden className={`h-4 w-4 ${pending ? 'animate-spin' : ''}`} />
      {pending
        ? t('auth:verify.resending')
        : seconds > 0
          ? t('auth:verify.resendIn', { count: seconds })
          : t('auth:verify.resend')}
    </Button>
  );
}
