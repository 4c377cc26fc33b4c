import { Flag } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/button';
import { OnDemand } from '../../../shared/ui/on-demand';

// Few readers report: the dialog, its form and library load with the first click.
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadReportDialog);

/** "Report" for a signed-in reader who is not the seller. */
export function ReportButton({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listing-detail');
  return (
    <OnDemand
      load={loadReportDialog}
      trigger={(onClick) => (
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          data-testid="listing-report"
          onClick={onClick}
        >
          <Flag aria-hidden className="h-4 w-4" />
          {t('report.open')}
        </button>
      )}
    >
      <ReportDialog listingId={listingId} />
    </OnDemand>
  );
}
