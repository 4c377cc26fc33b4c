import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { DetailFields } from './fields/detail-fields';
import type { ValuesUpdate } from './basic-step';
import type { FieldErrors } from './use-issue-messages';
import type { WizardValues } from './wizard-values';

const DETAIL_PREFIX = 'details.';

/** Step 2: every detail of the chosen type, controlled here, errors by field name. */
export function DetailsStep({
  values,
  onValues,
  errors,
}: {
  values: WizardValues;
  onValues: ValuesUpdate;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('listing-form');
  const { mainCategory, subCategory } = values;
  const detailErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(DETAIL_PREFIX))
      .map(([path, message]) => [path.slice(DETAIL_PREFIX.length), message]),
  );
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      {errors.details && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.details}
        </p>
      )}
      {mainCategory && subCategory ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('details.intro')}</p>
          <DetailFields
            mainCategory={mainCategory}
            subCategory={subCategory}
            listingAction={values.listingAction}
            values={values.details}
            errors={detailErrors}
            onChange={(field, value) =>
              onValues(
                (previous) => ({ ...previous, details: { ...previous.details, [field]: value } }),
                [`${DETAIL_PREFIX}${field}`],
              )
            }
          />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('details.needType')}</p>
      )}
    </Card>
  );
}
