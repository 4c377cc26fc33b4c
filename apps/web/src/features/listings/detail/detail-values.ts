import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findCity, findMake, findModel, localizedName, type Language } from '@souqna/contracts';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { colourName } from './colour-names';

/** Fields whose stored value is an enum value, translated as `values.<field>.<VALUE>`. */
const ENUM_FIELDS = new Set([
  'vehicleType',
  'propertyType',
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
]);

/** Measured fields and their unit (`listing-detail:units.<unit>`). */
const UNITS: Record<string, string> = {
  mileage: 'km',
  size: 'squareMeters',
  landArea: 'squareMeters',
  engineSize: 'liters',
  engineDisplacement: 'cc',
  horsepower: 'hp',
  torque: 'newtonMeters',
  maxSpeed: 'kmPerHour',
  fuelEfficiency: 'litersPer100Km',
  fuelTankCapacity: 'liters',
  freshWaterCapacity: 'liters',
  loadCapacity: 'kg',
  operatingWeight: 'kg',
  maximumLiftCapacity: 'kg',
  cargoCapacity: 'cubicMeters',
  wheelSize: 'inches',
  tractiveEffort: 'kiloNewtons',
};

/** Years read as years: 2015, never 2,015. */
const YEAR_FIELDS = new Set(['year', 'yearBuilt']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_FIELDS = new Set(['color', 'interiorColor']);
// Only identifiers become translation keys: free text may hold `:` or `.`, which i18next reads.
const IDENTIFIER = /^[A-Za-z0-9_]+$/;

/**
 * Formats one detail for the reader: enum values, makes, models and governorates in their
 * language, numbers with their digits and units, booleans as yes or no. Unknown free text stays
 * as the seller wrote it.
 */
export function useDetailValue() {
  const { t, i18n } = useTranslation(['listing-fields', 'listing-detail']);
  const language = i18n.language;
  return useCallback(
    (field: string, value: unknown, details: Record<string, unknown> = {}): string => {
      if (typeof value === 'boolean') return t(value ? 'listing-detail:yes' : 'listing-detail:no');
      if (typeof value === 'number') {
        const number = formatNumber(language, value, YEAR_FIELDS.has(field) ? { useGrouping: false } : {});
        const unit = UNITS[field];
        return unit ? t(`listing-detail:units.${unit}`, { value: number }) : number;
      }
      if (Array.isArray(value)) return value.map(String).join(', ');
      const text = String(value);
      if (field === 'make') {
        const make = findMake(text);
        return make ? localizedName(make.name, language as Language) : text;
      }
      if (field === 'model') {
        const model = typeof details.make === 'string' ? findModel(details.make, text) : undefined;
        return model ? localizedName(model.name, language as Language) : text;
      }
      if (field === 'registrationGovernorate') {
        const city = findCity(text);
        return city ? localizedName(city.name, language as Language) : text;
      }
      if (COLOUR_FIELDS.has(field) && HEX_COLOUR.test(text)) {
        return t(`listing-detail:colours.${colourName(text)}`);
      }
      if (ISO_DATE.test(text)) return formatDate(language, text);
      if (ENUM_FIELDS.has(field) && IDENTIFIER.test(text)) {
        return t(`listing-fields:values.${field}.${text}`, { defaultValue: text });
      }
      return text;
    },
    [t, language],
  );
}
