import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from './auth-card';

/** 'We sent the code to' and the address on its own line, with a way out when it is not the right one. */
export function SentTo({ email, changeTo }: { email: string; changeTo: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 px-4 py-3 text-center text-sm dark:bg-slate-800/60">
      <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
        <Mail aria-hidden className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300" />
        {t('verify.sentTo')}
      </p>
      <bdi
        dir="ltr"
        className="font-semibold break-all text-slate-900 dark:text-white"
        data-testid="sent-to-email"
      >
        {email}
      </bdi>
      <Link to={changeTo} className={`${LINK} text-xs`}>
        {t('verify.otherEmail')}
      </Link>
    </div>
  );
}
