import {
  CURRENCIES,
  LISTING_LIMITS,
  OWNER_STATUSES,
  type Currency,
  type ListingStatus,
} from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { SelectInput, TextArea, TextInput } from '../../../shared/ui/field';
import { ImagePicker } from '../inputs/image-picker';
import { LocationPicker } from '../inputs/location-picker';
import { CategoryFields } from './category-fields';
import { FormSection } from './form-section';
import type { FieldErrors } from './use-issue-messages';
import type { WizardValues } from './wizard-values';

export type ValuesUpdate = (update: (previous: WizardValues) => WizardValues, fields: string[]) => void;

/** Step 1: what, for how much, where, and the photos; on an edit also the listing's status. */
export function BasicStep({
  values,
  onValues,
  errors,
  editing,
}: {
  values: WizardValues;
  onValues: ValuesUpdate;
  errors: FieldErrors;
  editing: boolean;
}) {
  const { t } = useTranslation(['listing-form', 'listing-detail']);
  const set = <K extends keyof WizardValues>(field: K, value: WizardValues[K]) =>
    onValues((previous) => ({ ...previous, [field]: value }), [field]);
  const counter = (text: string, max: number) => t('basic.counter', { count: text.length, max });
  // Moderation alone moves a listing out of `pending`, so its owner sees it but cannot pick it.
  const statuses: readonly ListingStatus[] =
    values.status && !OWNER_STATUSES.includes(values.status) ? [values.status] : OWNER_STATUSES;

  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('basic.whatTitle')}>
        <CategoryFields values={values} onValues={onValues} errors={errors} locked={editing} />
        {editing && values.status && (
          <SelectInput
            label={t('basic.status')}
            name="status"
            value={values.status}
            disabled={statuses.length === 1}
            hint={t('basic.statusHint')}
            onChange={(event) => set('status', event.target.value as ListingStatus)}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </SelectInput>
        )}
      </FormSection>

      <FormSection title={t('basic.describeTitle')}>
        <TextInput
          label={t('basic.title')}
          name="title"
          dir="auto"
          value={values.title}
          maxLength={LISTING_LIMITS.title}
          placeholder={t('basic.titlePlaceholder')}
          error={errors.title}
          hint={counter(values.title, LISTING_LIMITS.title)}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextArea
          label={t('basic.description')}
          name="description"
          dir="auto"
          value={values.description}
          maxLength={LISTING_LIMITS.description}
          placeholder={t('basic.descriptionPlaceholder')}
          error={errors.description}
          hint={counter(values.description, LISTING_LIMITS.description)}
          onChange={(event) => set('description', event.target.value)}
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextInput
            label={t('basic.price')}
            name="price"
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            error={errors.price}
            hint={t('basic.priceHint')}
            onChange={(event) => set('price', event.target.value)}
          />
          <SelectInput
            label={t('basic.currency')}
            name="currency"
            value={values.currency}
            error={errors.currency}
            onChange={(event) => set('currency', event.target.value as Currency)}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`basic.currencies.${currency}`)}
              </option>
            ))}
          </SelectInput>
        </div>
      </FormSection>

      <FormSection title={t('basic.location')}>
        {values.legacyLocation && !values.location.cityCode && (
          <p className="text-sm text-slate-600 dark:text-slate-300" dir="auto">
            {t('basic.legacyLocation', { place: values.legacyLocation })}
          </p>
        )}
        <LocationPicker
          value={values.location}
          onChange={(location) =>
            onValues((previous) => ({ ...previous, location }), ['location', 'cityCode', 'areaCode'])
          }
          errors={{ cityCode: errors.cityCode, areaCode: errors.areaCode, location: errors.location }}
        />
      </FormSection>

      {/* The picker names itself ("Photos"): a section title would only repeat it. */}
      <Card className="p-4 sm:p-6">
        <ImagePicker
          value={values.images}
          onChange={(images) => onValues((previous) => ({ ...previous, images }), ['images'])}
          error={errors.images}
        />
      </Card>
    </div>
  );
}
