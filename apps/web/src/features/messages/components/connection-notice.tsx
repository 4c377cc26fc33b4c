import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../../shared/lib/realtime';

/** A quiet line while the live connection is down: messages still arrive, on the next refresh. */
export function ConnectionNotice() {
  const { t } = useTranslation('messages');
  const state = useRealtimeState();
  if (state !== 'disconnected' && state !== 'error') return null;
  return (
    <p
      role="status"
      data-testid="connection-notice"
      data-state={state}
      className="flex items-center gap-2 px-4 pb-2 text-xs text-slate-500 dark:text-slate-400"
    >
      <WifiOff aria-hidden className="h-3.5 w-3.5 shrink-0" />
      {t(state === 'error' ? 'topBar.offline' : 'topBar.connecting')}
    </p>
  );
}
