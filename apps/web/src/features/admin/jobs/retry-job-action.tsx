import type { DeadJob } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/button';
import { retryDeadLetter } from '../api/admin-jobs-api';
import { ConfirmAction } from '../shell/confirm-action';

/** Puts a dead letter back in the queue after the admin confirms; the list reloads without it. */
export function RetryJobAction({ job }: { job: DeadJob }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmAction
      testId="dead-job-retry"
      trigger={
        <button type="button" data-testid="dead-job-retry-open" className={buttonClasses('secondary', 'sm')}>
          {t('jobs.retry.action')}
        </button>
      }
      title={t('jobs.retry.title', { name: job.name })}
      description={t('jobs.retry.description')}
      confirmLabel={t('jobs.retry.action')}
      done={t('jobs.retry.done', { name: job.name })}
      run={() => retryDeadLetter(job.id)}
    />
  );
}
