import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useSession } from '../../../shared/lib/session';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useListingPermission } from '../api/get-listing-permission';
import { CreateWizard } from '../form/create-wizard';
import { FormPage } from '../form/form-page';
import { loadFormTexts } from '../form/form-texts';
import { ListingGate } from '../form/listing-gate';
import { Notice } from '../form/notice';

await loadFormTexts();

/** `/listings/create`: the plan's gate for a user at their quota, the wizard for everyone else. */
export default function CreateListingPage() {
  const { t } = useTranslation(['listing-form', 'errors']);
  const userId = useSession().user?.id ?? '';
  const permission = useListingPermission(userId);
  const [quotaReached, setQuotaReached] = useState(false);

  let body: React.ReactNode;
  let intro: string | undefined;
  if (permission.isPending) body = <Skeleton className="h-96 rounded-2xl" />;
  else if (permission.isError)
    body = (
      <Notice tone="error" testId="permission-failed">
        <span>{translateApiError(t, permission.error)}</span>
        <Button variant="secondary" size="sm" onClick={() => void permission.refetch()}>
          {t('retry')}
        </Button>
      </Notice>
    );
  else if (!permission.data.canCreate || quotaReached)
    body = <ListingGate userId={userId} permission={permission.data} />;
  else {
    body = <CreateWizard onQuotaReached={() => setQuotaReached(true)} />;
    intro = t('intro.create');
  }

  return (
    <FormPage title={t('titles.create')} intro={intro}>
      {body}
    </FormPage>
  );
}
