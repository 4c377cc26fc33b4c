import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { isProfileMissing, usePublicProfile } from '../api/get-public-profile';
import { PublicProfileView } from '../components/public-profile-view';
import { loadAccountTexts } from '../lib/account-texts';

await loadAccountTexts();

function NotFound() {
  const { t } = useTranslation('account');
  return (
    <section
      data-testid="public-profile-not-found"
      className="flex flex-col items-center gap-4 py-16 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <UserX aria-hidden className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('publicProfile.notFound')}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">{t('publicProfile.notFoundBody')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('common:notFound.home')}
      </Link>
    </section>
  );
}

/**
 * `/profile/{userId}` and `/users/{userId}`: someone's public profile. `children` (the app adds
 * the member's listings) show below it once the member is found.
 */
export default function PublicProfilePage({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation('account');
  const { userId = '' } = useParams();
  const { user } = useSession();
  const query = usePublicProfile(userId);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="public-profile-loading">
        <Skeleton className="h-24 w-24 rounded-full" />
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24" />
      </div>
    );
  } else if (query.isError) {
    body = isProfileMissing(query.error) ? (
      <NotFound />
    ) : (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
      >
        <p>{t('publicProfile.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {user?.id === query.data.id && (
          <p className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-950/60 dark:text-brand-100">
            {t('publicProfile.yours')}
            <Link to="/profile" className="font-semibold underline-offset-2 hover:underline">
              {t('publicProfile.edit')}
            </Link>
          </p>
        )}
        <PublicProfileView profile={query.data} />
      </div>
    );
  }
  const profile = <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">{body}</div>;
  if (!children || !query.isSuccess) return profile;
  return (
    <>
      {profile}
      <div className="mx-auto max-w-6xl px-4 pb-12">{children}</div>
    </>
  );
}
