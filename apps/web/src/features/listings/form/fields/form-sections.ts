import type { ListingAction, MainCategory } from '@souqna/contracts';
import { REAL_ESTATE_GROUPS, VEHICLE_GROUPS, type DetailGroup } from '../../detail/detail-groups';
import { visibleFields } from './field-visibility';
import { requiredFields } from './required-fields';

export interface FormSection {
  /** `listing-fields:groups.<name>`; `essentials` holds the required fields. */
  name: string;
  kind: DetailGroup['kind'];
  fields: string[];
}

// The type is chosen in the first step, not here.
const TYPE_FIELDS = new Set(['vehicleType', 'propertyType']);

/**
 * The form's sections for a type: the required fields first, then the detail page's groups in its
 * order, each with the type's remaining fields; groups left empty are dropped.
 */
export function formSections(
  mainCategory: MainCategory,
  subCategory: string,
  listingAction?: ListingAction,
): FormSection[] {
  const visible = visibleFields(mainCategory, subCategory, listingAction);
  const essentials = requiredFields(mainCategory, subCategory).filter((field) => visible.has(field));
  const taken = new Set([...essentials, ...TYPE_FIELDS]);
  const groups = mainCategory === 'vehicles' ? VEHICLE_GROUPS : REAL_ESTATE_GROUPS;
  const rest = groups.map((group) => ({
    name: group.name,
    kind: group.kind,
    fields: group.fields.filter((field) => visible.has(field) && !taken.has(field)),
  }));
  return [{ name: 'essentials', kind: 'rows' as const, fields: essentials }, ...rest].filter(
    (section) => section.fields.length > 0,
  );
}
