import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LISTING_ACTIONS,
  MAIN_CATEGORIES,
  PROPERTY_TYPES,
  REAL_ESTATE_BOOLEAN_FIELDS,
  REAL_ESTATE_DECIMAL_FIELDS,
  REAL_ESTATE_INTEGER_FIELDS,
  REAL_ESTATE_TEXT_FIELDS,
  VEHICLE_BOOLEAN_FIELDS,
  VEHICLE_DECIMAL_FIELDS,
  VEHICLE_INTEGER_FIELDS,
  VEHICLE_TEXT_FIELDS,
  VEHICLE_TYPES,
} from '@souqna/contracts';
import { i18n } from '../../../../shared/lib/i18n';
import { REAL_ESTATE_GROUPS, VEHICLE_GROUPS } from '../../detail/detail-groups';
import { UNITS } from '../../../../shared/listing/units';
import { fieldKind } from './field-kinds';
import { formSections } from './form-sections';

const CHOICES = [
  'vehicleType',
  'propertyType',
  'make',
  'model',
  'customMake',
  'customModel',
  'fuelType',
  'transmissionType',
  'condition',
  'bodyType',
  'driveType',
  'registrationStatus',
  'serviceHistory',
  'importStatus',
  'insuranceType',
  'plateType',
  'titleDeedType',
  'finishingState',
  'electricitySupply',
  'waterSupply',
  'paymentTerms',
  'rentPeriod',
  'features',
  'amenities',
];
const FIELDS = [
  ...VEHICLE_INTEGER_FIELDS,
  ...VEHICLE_DECIMAL_FIELDS,
  ...VEHICLE_TEXT_FIELDS,
  ...VEHICLE_BOOLEAN_FIELDS,
  ...REAL_ESTATE_INTEGER_FIELDS,
  ...REAL_ESTATE_DECIMAL_FIELDS,
  ...REAL_ESTATE_TEXT_FIELDS,
  ...REAL_ESTATE_BOOLEAN_FIELDS,
  ...CHOICES,
];

/** Every key the form and the detail page build from data rather than write out. */
function builtKeys(): string[] {
  const keys = FIELDS.map((field) => `fields.${field}`);
  for (const mainCategory of MAIN_CATEGORIES)
    for (const field of FIELDS) {
      const shape = fieldKind(mainCategory, field);
      if (shape.kind === 'enum') keys.push(...shape.options.map((option) => `values.${field}.${option}`));
    }
  keys.push(...VEHICLE_TYPES.map((type) => `values.vehicleType.${type}`));
  keys.push(...PROPERTY_TYPES.map((type) => `values.propertyType.${type}`));
  keys.push(...LISTING_ACTIONS.map((action) => `values.listingAction.${action}`));
  keys.push(...[...VEHICLE_GROUPS, ...REAL_ESTATE_GROUPS].map((group) => `groups.${group.name}`));
  const sections = [...VEHICLE_TYPES, ...PROPERTY_TYPES].flatMap((type) =>
    formSections((VEHICLE_TYPES as readonly string[]).includes(type) ? 'vehicles' : 'realEstate', type),
  );
  keys.push(...sections.map((section) => `groups.${section.name}`));
  keys.push(...Object.values(UNITS).map((unit) => `units.${unit}`));
  return [...new Set(keys)];
}

describe('listing-fields texts', () => {
  it.each([...LANGUAGES])('%s names every field, enum value, group and unit', async (language) => {
    await i18n.loadLanguages(language);
    await i18n.loadNamespaces('listing-fields');
    const missing = builtKeys().filter((key) => !i18n.getResource(language, 'listing-fields', key));
    expect(missing).toEqual([]);
  });
});
