import { CUSTOM_MODEL, OTHER_MAKE, type Listing } from '@souqna/contracts';
import Pencil from 'lucide-react/icons/pencil';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DetailSections } from '../detail/detail-sections';
import { placeName } from '../../../shared/listing/location-names';
import { pickedKey, pickedUrl } from '../inputs/picked-image';
import { ListingPrice } from '../../../shared/listing/listing-price';
import { FormSection } from './form-section';
import { priceNumber, type StepNumber } from './wizard-rules';
import type { WizardValues } from './wizard-values';

/** The details as the detail page will show them: a custom make or model by the name typed. */
function shownDetails(details: Record<string, unknown>) {
  return {
    ...details,
    ...(details.make === OTHER_MAKE && { make: details.customMake }),
    ...(details.model === CUSTOM_MODEL && { model: details.customModel }),
  };
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:gap-4 dark:border-slate-800">
      <dt className="text-sm text-slate-500 sm:w-40 sm:shrink-0 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={testId}
        dir="auto"
        className="min-w-0 text-sm font-medium break-words whitespace-pre-line text-user text-slate-900 dark:text-white"
      >
        {children}
      </dd>
    </div>
  );
}

/** Step 3: everything the listing will say, each part with a way back to change it. */
export function ReviewStep({ values, onEdit }: { values: WizardValues; onEdit: (step: StepNumber) => void }) {
  const { t, i18n } = useTranslation(['listing-form', 'listing-fields']);
  const language = i18n.language;
  const { mainCategory, subCategory } = values;
  const typeField = mainCategory === 'realEstate' ? 'propertyType' : 'vehicleType';
  const edit = (step: StepNumber, name: string) => (
    <Button variant="ghost" size="sm" data-testid={`review-edit-${step}`} onClick={() => onEdit(step)}>
      <Pencil aria-hidden className="h-4 w-4" />
      {t('review.edit')}
      <span className="sr-only">{name}</span>
    </Button>
  );
  // The detail page's own sections, fed the form's details: the seller sees what buyers will.
  const preview = {
    details: mainCategory ? { [mainCategory]: shownDetails(values.details) } : {},
  } as Listing;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600 dark:text-slate-300">{t('review.intro')}</p>
      <FormSection title={t('steps.basic')} action={edit(1, t('steps.basic'))} testId="review-basic">
        <dl>
          <Row label={t('review.category')} testId="review-category">
            {mainCategory &&
              `${t(`listing-fields:values.mainCategory.${mainCategory}`)} · ${t(`listing-fields:values.${typeField}.${subCategory}`)}`}
          </Row>
          <Row label={t('basic.action')} testId="review-action">
            {t(`listing-fields:values.listingAction.${values.listingAction}`)}
          </Row>
          {values.status && (
            <Row label={t('basic.status')} testId="review-status">
              {t(`status.${values.status}`)}
            </Row>
          )}
          <Row label={t('basic.title')} testId="review-title">
            {values.title}
          </Row>
          <Row label={t('basic.price')} testId="review-price">
            <ListingPrice price={priceNumber(values.price)} currency={values.currency} layout="inline" />
          </Row>
          <Row label={t('basic.location')} testId="review-location">
            {placeName({ ...values.location, location: values.legacyLocation }, language)}
          </Row>
          <Row label={t('basic.description')} testId="review-description">
            {values.description}
          </Row>
        </dl>
      </FormSection>
      <FormSection title={t('basic.photos')} action={edit(1, t('basic.photos'))} testId="review-photos">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {values.images.map((image, index) => (
            <li key={pickedKey(image)} className="relative">
              <img
                src={pickedUrl(image)}
                alt={t('review.photoAlt', { index: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              {index === 0 && (
                <span className="absolute start-1 top-1 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t('review.cover')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </FormSection>
      <FormSection title={t('steps.details')} action={edit(2, t('steps.details'))} testId="review-details">
        <div className="flex flex-col gap-4">
          <DetailSections listing={preview} />
        </div>
      </FormSection>
    </div>
  );
}
