import { REPORT_REASONS, type ReportReason } from '@souqna/contracts';
import { Flag } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { buttonClasses } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/field';
import { useReportListing } from '../api/report-listing';
import { FormDialogActions } from '../../../shared/dialog/form-dialog-actions';

const DETAILS_MAX = 1000;

/**
 * Why a signed-in reader reports a listing, with optional details, for the admins' queue. Loaded
 * with the first click on the page's plain Report button (`ReportButton`), and mounted open.
 */
export default function ReportDialog({ listingId }: { listingId: string }) {
  const { t } = useTranslation(['listing-detail', 'errors']);
  const report = useReportListing();
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState<ReportReason>();
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<{ message: string; kind: 'error' | 'already' }>();

  const onOpenChange = (next: boolean) => {
    if (report.isPending) return;
    setOpen(next);
    if (!next) {
      setReason(undefined);
      setDetails('');
      setProblem(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem({ message: t('report.reasonRequired'), kind: 'error' });
    setProblem(undefined);
    report.mutate(
      { id: listingId, reason, details: details.trim() || undefined },
      {
        onSuccess: () => {
          onOpenChange(false);
          notify('success', t('report.sent'));
        },
        // Reporting twice is no mistake worth an error colour: the first report stands.
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status === 409
              ? { message: t('report.already'), kind: 'already' }
              : { message: translateApiError(t, error), kind: 'error' },
          ),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClasses('ghost', 'sm')} data-testid="listing-report">
        <Flag aria-hidden className="h-4 w-4" />
        {t('report.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="report-dialog"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {t('report.title')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('report.body')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('report.reason')}
              </legend>
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:text-slate-100 dark:has-[:checked]:bg-brand-950"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    data-testid={`report-reason-${value}`}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {t(`report.reasons.${value}`)}
                </label>
              ))}
            </fieldset>
            <TextArea
              label={t('report.details')}
              hint={t('report.detailsHint', { max: DETAILS_MAX })}
              rows={3}
              maxLength={DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              data-testid="report-details"
            />
            {problem && (
              <p
                role="alert"
                data-testid="report-problem"
                className={
                  problem.kind === 'already'
                    ? 'rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-950/60 dark:text-brand-100'
                    : 'text-sm font-medium text-red-700 dark:text-red-400'
                }
              >
                {problem.message}
              </p>
            )}
            <FormDialogActions
              pending={report.isPending}
              labels={{
                cancel: t('report.cancel'),
                submit: t('report.submit'),
                submitting: t('report.sending'),
              }}
              submitTestId="report-submit"
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
