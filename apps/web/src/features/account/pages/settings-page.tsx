import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, SettingsUpdate } from '@souqna/contracts';
import { useSession } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { AccountFrame } from '../components/account-nav';
import {
  AccountSection,
  ConnectedAccountsSection,
  PrivacySection,
  SecuritySection,
} from '../components/settings-account-sections';
import {
  AppearanceSection,
  NotificationsSection,
  PreferencesSection,
} from '../components/settings-display-sections';
import { loadAccountTexts } from '../lib/account-texts';

await loadAccountTexts();

const SECTIONS = [
  'preferences',
  'notifications',
  'account',
  'connected',
  'privacy',
  'security',
  'appearance',
] as const;

/** Links to the sections: a sticky column beside them on a desktop, a row that scrolls on a phone. */
function SectionNav() {
  const { t } = useTranslation('account');
  const go = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduced =
      document.documentElement.hasAttribute('data-reduced-motion') ||
      window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('settings.sectionsLabel')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex min-w-max gap-1 lg:min-w-0 lg:flex-col">
        {SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                go(id);
              }}
              className="flex h-9 items-center rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              {t(`settings.sections.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SettingsContent({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('account');
  const query = useSettings(user.id);
  const update = useUpdateSettings(user.id, {
    // A new language says "saved" in that language, once its texts are there.
    onSuccess: (change) => {
      const language = change.preferences?.language ?? i18n.language;
      void i18n
        .loadLanguages(language)
        .then(() => notify('success', i18n.getFixedT(language, 'account')('settings.saved')));
    },
    onError: () => notify('error', t('settings.saveFailed')),
  });
  const { mutate } = update;
  const save = useCallback((change: SettingsUpdate) => mutate(change), [mutate]);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="settings-loading" aria-busy="true">
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
      >
        <p>{t('settings.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  }
  const settings = query.data;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-24">
        <SectionNav />
      </div>
      <div className="flex min-w-0 flex-col gap-6" data-testid="settings-sections">
        <PreferencesSection settings={settings} save={save} />
        <NotificationsSection settings={settings} save={save} />
        <AccountSection user={user} />
        <ConnectedAccountsSection />
        <PrivacySection settings={settings} save={save} userId={user.id} />
        <SecuritySection settings={settings} save={save} />
        <AppearanceSection settings={settings} save={save} />
      </div>
    </div>
  );
}

/** `/settings`: every setting, loaded from the server and saved as it changes. */
export default function SettingsPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <AccountFrame title={t('settings.title')} lead={t('settings.lead')}>
      {user && <SettingsContent user={user} />}
    </AccountFrame>
  );
}
