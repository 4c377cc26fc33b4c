import type { ListingAction } from '@souqna/contracts';
import { DetailControl } from './detail-control';
import { CollapsibleSection, EssentialsSection } from './detail-section';
import { formSections, type FormSection } from './form-sections';
import { MakeModelFields } from './make-model-fields';

export interface DetailFieldsProps {
  mainCategory: 'vehicles' | 'realEstate';
  subCategory: string;
  listingAction: ListingAction;
  /** The flat details object, as the API's `details` JSON takes it. */
  values: Record<string, unknown>;
  /**
   * Called once per changed field; one action may change two (a new make clears the model), so
   * apply each call to the latest values (`setValues((previous) => ...)`).
   */
  onChange: (field: string, value: unknown) => void;
  /** Translated messages by field name. */
  errors: Partial<Record<string, string>>;
}

const isFilled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0);

// The custom-text boxes live inside the make and model fields.
const errorFieldsOf = (section: FormSection) =>
  section.fields.includes('make') ? [...section.fields, 'customMake', 'customModel'] : section.fields;

/**
 * The "advanced details" step: every field of spec section 3 for the chosen vehicle or property
 * type, the required ones first and always open, the rest in collapsible groups as the detail page
 * groups them. A controlled component: it holds no values of its own.
 */
export function DetailFields({
  mainCategory,
  subCategory,
  listingAction,
  values,
  onChange,
  errors,
}: DetailFieldsProps) {
  const sections = formSections(mainCategory, subCategory, listingAction);

  const body = (section: FormSection) => (
    <div
      className={
        section.kind === 'flags'
          ? 'grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3'
          : 'grid grid-cols-1 gap-5 md:grid-cols-2'
      }
    >
      {section.fields.map((field) => {
        if (field === 'model') return null;
        if (field === 'make')
          return (
            <MakeModelFields
              key="make"
              vehicleType={subCategory}
              values={values}
              onChange={onChange}
              errors={errors}
            />
          );
        return (
          <DetailControl
            key={field}
            mainCategory={mainCategory}
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={onChange}
          />
        );
      })}
    </div>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="detail-fields">
      {sections.map((section) =>
        section.name === 'essentials' ? (
          <EssentialsSection key={section.name}>{body(section)}</EssentialsSection>
        ) : (
          <CollapsibleSection
            key={`${subCategory}-${section.name}`}
            name={section.name}
            filled={section.fields.filter((field) => isFilled(values[field])).length}
            hasError={errorFieldsOf(section).some((field) => Boolean(errors[field]))}
          >
            {body(section)}
          </CollapsibleSection>
        ),
      )}
    </div>
  );
}
