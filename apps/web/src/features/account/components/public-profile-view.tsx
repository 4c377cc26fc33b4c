import { CalendarDays, Lock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@souqna/contracts';
import { Card } from '../../../shared/ui/card';
import { cityName, formatMonthYear } from '../lib/account-format';
import { Avatar } from './avatar';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
      <div className="flex min-w-0 flex-col">
        <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
        <dd className="text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
      </div>
    </div>
  );
}

const LINK = 'text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** Another person's profile: only what the answer carries, which is what its owner chose to show. */
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('account');
  const alt = t('profile.avatar.alt', { name: profile.name });
  const city = cityName(i18n.language, profile.city);
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8" data-testid="public-profile">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
        <Avatar src={profile.profilePicture} name={profile.name} alt={alt} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            <bdi>{profile.name}</bdi>
          </h1>
          {profile.username && (
            <p dir="ltr" className="text-sm text-slate-500 sm:text-start dark:text-slate-400">
              @{profile.username}
            </p>
          )}
        </div>
      </div>
      {profile.privateProfile ? (
        <p
          data-testid="public-profile-private"
          className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        >
          <Lock aria-hidden className="h-4 w-4 shrink-0" />
          {t('publicProfile.private')}
        </p>
      ) : (
        <>
          {profile.bio && (
            <section className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t('publicProfile.about')}
              </h2>
              <p
                dir="auto"
                className="leading-relaxed break-words whitespace-pre-line text-user text-slate-700 dark:text-slate-300"
                data-testid="public-profile-bio"
              >
                {profile.bio}
              </p>
            </section>
          )}
          <dl className="grid gap-4 sm:grid-cols-2">
            {city && (
              <Fact icon={MapPin} label={t('publicProfile.city')}>
                <span data-testid="public-profile-city">{city}</span>
              </Fact>
            )}
            {profile.memberSince && (
              <Fact icon={CalendarDays} label={t('publicProfile.memberSinceLabel')}>
                {formatMonthYear(i18n.language, profile.memberSince)}
              </Fact>
            )}
            {profile.email && (
              <Fact icon={Mail} label={t('publicProfile.email')}>
                <a
                  href={`mailto:${profile.email}`}
                  dir="ltr"
                  className={LINK}
                  data-testid="public-profile-email"
                >
                  {profile.email}
                </a>
              </Fact>
            )}
            {profile.phone && (
              <Fact icon={Phone} label={t('publicProfile.phone')}>
                <a
                  href={`tel:${profile.phone}`}
                  dir="ltr"
                  className={LINK}
                  data-testid="public-profile-phone"
                >
                  {profile.phone}
                </a>
              </Fact>
            )}
          </dl>
        </>
      )}
    </Card>
  );
}
