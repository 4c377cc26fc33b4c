import { LISTING_ACTIONS, MAIN_CATEGORIES, SUBCATEGORIES, type MainCategory } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '../../../shared/ui/category-icons';
import { SelectInput } from '../../../shared/ui/field';
import { ChoiceCards } from './choice-cards';
import type { FieldErrors } from './use-issue-messages';
import { withMainCategory, withSubCategory, type WizardValues } from './wizard-values';

/**
 * What is offered and how: vehicles or real estate, its type, for sale or for rent. A published
 * listing keeps its category and type (the server does not move it between them).
 */
export function CategoryFields({
  values,
  onValues,
  errors,
  locked,
}: {
  values: WizardValues;
  onValues: (update: (previous: WizardValues) => WizardValues, fields: string[]) => void;
  errors: FieldErrors;
  locked: boolean;
}) {
  const { t } = useTranslation(['listing-form', 'listing-fields']);
  const main = values.mainCategory;
  const typeField = main === 'realEstate' ? 'propertyType' : 'vehicleType';
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards
        legend={t('basic.category')}
        name="mainCategory"
        value={main}
        disabled={locked}
        error={errors.mainCategory}
        onChange={(next) =>
          onValues(
            (previous) => withMainCategory(previous, next as MainCategory),
            ['mainCategory', 'subCategory'],
          )
        }
        choices={MAIN_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return {
            value: category,
            label: t(`listing-fields:values.mainCategory.${category}`),
            icon: <Icon aria-hidden className="h-5 w-5 shrink-0" />,
            testId: `listing-category-${category}`,
          };
        })}
      />
      <SelectInput
        label={t('basic.type')}
        name="subCategory"
        value={values.subCategory}
        disabled={locked || !main}
        error={errors.subCategory}
        hint={locked ? t('basic.typeLocked') : main ? undefined : t('basic.categoryFirst')}
        onChange={(event) => {
          const next = event.target.value;
          onValues((previous) => withSubCategory(previous, next), ['subCategory']);
        }}
      >
        <option value="">{t('basic.chooseType')}</option>
        {main &&
          SUBCATEGORIES[main].map((type) => (
            <option key={type} value={type}>
              {t(`listing-fields:values.${typeField}.${type}`)}
            </option>
          ))}
      </SelectInput>
      <ChoiceCards
        legend={t('basic.action')}
        name="listingAction"
        value={values.listingAction}
        error={errors.listingAction}
        onChange={(next) =>
          onValues(
            (previous) => ({ ...previous, listingAction: next as WizardValues['listingAction'] }),
            ['listingAction'],
          )
        }
        choices={LISTING_ACTIONS.map((action) => ({
          value: action,
          label: t(`listing-fields:values.listingAction.${action}`),
          testId: `listing-action-${action}`,
        }))}
      />
    </div>
  );
}
