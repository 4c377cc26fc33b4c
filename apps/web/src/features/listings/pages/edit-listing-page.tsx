import type { Listing } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { useSession } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { isListingMissing, useListing } from '../api/get-listing';
import { useUpdateListing } from '../api/update-listing';
import { FormPage } from '../form/form-page';
import { loadFormTexts } from '../form/form-texts';
import { editBody } from '../form/listing-body';
import { ListingWizard } from '../form/listing-wizard';
import { Notice } from '../form/notice';
import { valuesFromListing, type WizardValues } from '../form/wizard-values';

await loadFormTexts();

function EditWizard({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listing-form');
  const navigate = useNavigate();
  const update = useUpdateListing();
  const submit = async (values: WizardValues) => {
    await update.mutateAsync({ id: listing.id, ...editBody(values) });
    notify('success', t('submit.updated'));
    await navigate(`/listings/${encodeURIComponent(listing.id)}`);
  };
  return <ListingWizard mode="edit" values={valuesFromListing(listing)} submit={submit} />;
}

/** `/listings/{id}/edit`: the wizard prefilled, for the listing's owner and for admins only. */
export default function EditListingPage() {
  const { t } = useTranslation(['listing-form', 'errors']);
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useListing(id);
  const listing = query.data;
  const back = (
    <Link to={`/listings/${encodeURIComponent(id)}`} className={buttonClasses('secondary')}>
      {t('edit.backToListing')}
    </Link>
  );

  let body: React.ReactNode;
  if (listing) {
    body =
      user && (user.id === listing.userId || user.role === 'ADMIN') ? (
        <EditWizard key={listing.id} listing={listing} />
      ) : (
        <Notice tone="info" testId="listing-edit-forbidden">
          <span>{t('edit.forbidden')}</span>
          {back}
        </Notice>
      );
  } else if (query.isPending) body = <Skeleton className="h-96 rounded-2xl" />;
  else
    body = (
      <Notice tone="error" testId="listing-edit-failed">
        <span>{isListingMissing(query.error) ? t('edit.notFound') : translateApiError(t, query.error)}</span>
        {!isListingMissing(query.error) && (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </Notice>
    );

  return (
    <FormPage title={t('titles.edit')} intro={listing ? listing.title : undefined}>
      {body}
    </FormPage>
  );
}
