import { BellPlus, Check } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { i18n } from '../../shared/lib/i18n';
import { useSession } from '../../shared/lib/session';
import { Button, buttonClasses } from '../../shared/ui/button';
import type { BrowseScope, BrowseState } from '../browse';
import { savedFiltersOf } from './saved-search-filters';
import { useSearchSummary } from './use-search-summary';

// The dialog and its form code load when first opened, not with the browse page.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** The browse page awaits these with its own texts: no flash of keys beside the sort. */
export const loadSaveSearchTexts = () => i18n.loadNamespaces('saved-searches');

// On a phone the filters button and the sort share the row: the bell alone says it there.
const NARROW_HIDDEN = 'hidden sm:inline';

/** Where the matches of every saved search are (DESIGN.md 4). */
export const MATCHES_PATH = '/listings?match=true';

/**
 * "Save this search" beside the sort. A visitor logs in first and comes back to the same filters;
 * once saved, the button leads to the matches until the filters change.
 */
export function SaveSearchButton({ scope, state }: { scope: BrowseScope; state: BrowseState }) {
  const { t } = useTranslation('saved-searches');
  const { status } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const summary = useSearchSummary({ scope, state });
  const filters = savedFiltersOf(state, scope);
  const key = JSON.stringify(filters);
  const [open, setOpen] = useState(false);
  const [savedKey, setSavedKey] = useState<string>();

  if (savedKey === key) {
    return (
      <Link
        to={MATCHES_PATH}
        data-testid="save-search-view"
        aria-label={t('save.view')}
        title={t('save.view')}
        className={buttonClasses('secondary')}
      >
        <Check aria-hidden className="h-4 w-4" />
        <span className={NARROW_HIDDEN}>{t('save.view')}</span>
      </Link>
    );
  }
  const onClick = () =>
    status === 'authenticated'
      ? setOpen(true)
      : void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  return (
    <>
      <Button
        variant="secondary"
        onClick={onClick}
        disabled={status === 'loading'}
        aria-label={t('save.open')}
        title={t('save.open')}
        data-testid="save-search"
      >
        <BellPlus aria-hidden className="h-4 w-4" />
        <span className={NARROW_HIDDEN}>{t('save.open')}</span>
      </Button>
      {open && status === 'authenticated' && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            onClose={() => setOpen(false)}
            filters={filters}
            suggestedName={summary}
            onSaved={() => setSavedKey(key)}
          />
        </Suspense>
      )}
    </>
  );
}
