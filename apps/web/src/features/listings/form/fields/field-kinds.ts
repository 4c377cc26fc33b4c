import {
  LABELLED_ENUMS,
  REAL_ESTATE_CONDITIONS,
  REAL_ESTATE_DECIMAL_FIELDS,
  REAL_ESTATE_INTEGER_FIELDS,
  VEHICLE_CONDITIONS,
  VEHICLE_DECIMAL_FIELDS,
  VEHICLE_EQUIPMENT,
  VEHICLE_INTEGER_FIELDS,
  VEHICLE_YES_NO_TEXT_FIELDS,
  type MainCategory,
} from '@souqna/contracts';
import { UNITS } from '../../../../shared/listing/units';

// The detail fields among the contracts' labelled enums; the listing's own fields (category, type,
// action) have pickers of their own, and `condition` depends on the category (below).
const {
  mainCategory: _category,
  listingAction: _action,
  vehicleType: _vehicle,
  propertyType: _property,
  condition: _condition,
  ...DETAIL_ENUMS
} = LABELLED_ENUMS;
const ENUMS: Partial<Record<string, readonly string[]>> = DETAIL_ENUMS;

const INTEGERS = new Set<string>([...VEHICLE_INTEGER_FIELDS, ...REAL_ESTATE_INTEGER_FIELDS]);
const DECIMALS = new Set<string>([...VEHICLE_DECIMAL_FIELDS, ...REAL_ESTATE_DECIMAL_FIELDS]);
const FLAGS = new Set<string>(Object.values(VEHICLE_EQUIPMENT).flat());
const YES_NO = new Set<string>([
  'accidentFree',
  'customsCleared',
  'isBuildable',
  'furnished',
  ...VEHICLE_YES_NO_TEXT_FIELDS,
]);
const LONG_TEXT = new Set(['additionalNotes', 'serviceHistoryDetails']);
const COLOURS = new Set(['color', 'interiorColor']);

export type FieldKind =
  | { kind: 'integer' | 'decimal'; unit?: string }
  | { kind: 'enum'; options: readonly string[] }
  | {
      kind: 'text' | 'longText' | 'date' | 'yesNo' | 'flag' | 'colour' | 'governorate' | 'tags';
    };

/** How one detail field is entered; make and model have their own picker. */
export function fieldKind(mainCategory: MainCategory, field: string): FieldKind {
  if (field === 'condition')
    return {
      kind: 'enum',
      options: mainCategory === 'vehicles' ? VEHICLE_CONDITIONS : REAL_ESTATE_CONDITIONS,
    };
  const options = ENUMS[field];
  if (options) return { kind: 'enum', options };
  if (INTEGERS.has(field)) return { kind: 'integer', unit: UNITS[field] };
  if (DECIMALS.has(field)) return { kind: 'decimal', unit: UNITS[field] };
  if (FLAGS.has(field)) return { kind: 'flag' };
  if (YES_NO.has(field)) return { kind: 'yesNo' };
  if (COLOURS.has(field)) return { kind: 'colour' };
  if (LONG_TEXT.has(field)) return { kind: 'longText' };
  if (field === 'registrationExpiry') return { kind: 'date' };
  if (field === 'registrationGovernorate') return { kind: 'governorate' };
  if (field === 'features' || field === 'amenities') return { kind: 'tags' };
  return { kind: 'text' };
}
