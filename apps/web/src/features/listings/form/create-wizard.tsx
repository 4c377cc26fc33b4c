import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCreateListing } from '../api/create-listing';
import { revokePreviews } from '../inputs/picked-image';
import { createBody } from './listing-body';
import { clearDraft, loadDraft, saveDraftFields, saveDraftPhotos, type Draft } from './listing-draft';
import { ListingWizard } from './listing-wizard';
import { Notice } from './notice';
import type { StepNumber } from './wizard-rules';
import { emptyValues, type WizardValues } from './wizard-values';

const saveDraft = (state: { values: WizardValues; step: StepNumber }, photosChanged: boolean) => {
  saveDraftFields(state);
  if (photosChanged) void saveDraftPhotos(state.values);
};

/**
 * A new listing: the wizard started from the draft an earlier visit left, if any, kept as the
 * seller types, and cleared once published or when the seller starts over.
 */
export function CreateWizard({ onQuotaReached }: { onQuotaReached: () => void }) {
  const { t } = useTranslation('listing-form');
  const navigate = useNavigate();
  const create = useCreateListing();
  const [draft, setDraft] = useState<Draft | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void loadDraft().then((found) => current && setDraft(found));
    return () => {
      current = false;
    };
  }, []);

  if (draft === undefined) return <Skeleton className="h-96 rounded-2xl" />;

  const startOver = () => {
    if (draft) revokePreviews(draft.values.images);
    void clearDraft();
    setDraft(null);
    setGeneration((value) => value + 1);
  };

  const submit = async (values: WizardValues) => {
    let id: string;
    try {
      id = (await create.mutateAsync(createBody(values))).id;
    } catch (error) {
      // Someone at their quota (another tab posted meanwhile) meets the gate, not a bare error.
      if (error instanceof ApiError && error.code === 'LISTING_QUOTA_EXCEEDED') return onQuotaReached();
      throw error;
    }
    await clearDraft();
    notify('success', t('submit.created'));
    await navigate(`/listingsuccess?id=${encodeURIComponent(id)}`);
  };

  return (
    <ListingWizard
      key={generation}
      mode="create"
      values={draft?.values ?? emptyValues()}
      step={draft?.step ?? 1}
      submit={submit}
      onChange={saveDraft}
      notice={
        draft && (
          <Notice tone="info" testId="draft-restored">
            <span>{t('draft.restored')}</span>
            <Button variant="secondary" size="sm" data-testid="draft-start-over" onClick={startOver}>
              {t('draft.startOver')}
            </Button>
          </Notice>
        )
      }
    />
  );
}
