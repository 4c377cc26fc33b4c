import { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearch } from '@souqna/contracts';
import { ArrowUpRight, Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORM_NAMESPACES, translateApiError } from '../../shared/lib/field-errors';
import { notify } from '../../shared/lib/toast';
import { buttonClasses } from '../../shared/ui/button';
import { Select } from '../../shared/ui/select';
import { useMarkSavedSearchSeen, useUpdateSavedSearch } from './api/update-saved-search';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { isolated } from '../../shared/lib/bidi';
import { browseViewOf } from './saved-search-filters';
import { useSearchSummary } from './use-search-summary';

/** Alerts as a switch: on, a new listing that matches sends a notification. Saved at once, undone on refusal. */
function AlertsSwitch({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['saved-searches', ...FORM_NAMESPACES]);
  const update = useUpdateSavedSearch();
  const on = search.alertsEnabled;
  const toggle = () =>
    update.mutate(
      { id: search.id, alertsEnabled: !on },
      {
        onSuccess: (saved) =>
          notify(
            'success',
            t(saved.alertsEnabled ? 'saved-searches:alerts.turnedOn' : 'saved-searches:alerts.turnedOff'),
          ),
        onError: (error) => notify('error', translateApiError(t, error)),
      },
    );
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      data-testid="saved-search-alerts"
      className="inline-flex items-center gap-2 rounded-xl px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-[inset-inline-start] ${on ? 'start-4.5' : 'start-0.5'}`}
        />
      </span>
      <Icon aria-hidden className="h-4 w-4" />
      {t('saved-searches:alerts.label')}
    </button>
  );
}

/** How often its alerts come: as each match is published, or one digest a day. Off while alerts are. */
function FrequencySelect({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['saved-searches', ...FORM_NAMESPACES]);
  const update = useUpdateSavedSearch();
  const change = (frequency: AlertFrequency) =>
    update.mutate(
      { id: search.id, frequency },
      {
        onSuccess: (saved) => notify('success', t(`saved-searches:alerts.frequencySet.${saved.frequency}`)),
        onError: (error) => notify('error', translateApiError(t, error)),
      },
    );
  return (
    <Select
      aria-label={t('saved-searches:alerts.frequency', { name: search.name })}
      data-testid="saved-search-frequency"
      value={search.frequency}
      disabled={!search.alertsEnabled}
      onChange={(event) => change(event.target.value as AlertFrequency)}
      className="w-40"
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {t(`saved-searches:alerts.frequencies.${frequency}`)}
        </option>
      ))}
    </Select>
  );
}

/** One saved search: its name, its filters in words, alerts, a way back to it, and delete. */
export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('saved-searches');
  const view = browseViewOf(search.filters);
  const summary = useSearchSummary(view);
  const seen = useMarkSavedSearchSeen();
  return (
    <li
      data-testid="saved-search"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-col gap-1">
        {/* The name keeps its own direction (bdi) but starts where the row's other texts do. */}
        <div className="flex flex-wrap items-center gap-2">
          <h3
            data-testid="saved-search-name"
            className="font-bold break-words text-slate-900 dark:text-white"
          >
            <bdi>{search.name}</bdi>
          </h3>
          {search.newMatches > 0 && (
            <span
              data-testid="saved-search-new"
              className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
            >
              {t('searches.new', { count: search.newMatches })}
            </span>
          )}
        </div>
        <p
          data-testid="saved-search-summary"
          className="text-sm break-words text-slate-600 dark:text-slate-300"
        >
          {summary}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AlertsSwitch search={search} />
        <FrequencySelect search={search} />
        <Link
          to={view.href}
          onClick={() => seen.mutate({ id: search.id })}
          data-testid="saved-search-open"
          aria-label={t('searches.openNamed', { name: isolated(search.name) })}
          className={buttonClasses('secondary', 'sm')}
        >
          <ArrowUpRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
          {t('searches.open')}
        </Link>
        <DeleteSavedSearchDialog search={search} />
      </div>
    </li>
  );
}
