import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_TERMS, findCity, LABELLED_ENUMS, localizedName, type Language } from '@souqna/contracts';
import { formatDate, formatNumber } from '../../../shared/lib/format';
import { UNITS } from '../../../shared/listing/units';
import { useMakes } from '../../../shared/listing/vehicle-makes';
import { colourName } from './colour-names';
import { EQUIPMENT_FLAGS } from './detail-groups';

/** Years read as years: 2015, never 2,015. */
const YEAR_FIELDS = new Set(['year', 'yearBuilt']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_FIELDS = new Set(['color', 'interiorColor']);
const ENUMS: Partial<Record<string, readonly string[]>> = LABELLED_ENUMS;
const TERMS: Partial<Record<string, readonly string[]>> = DETAIL_TERMS;

/**
 * Formats one detail for the reader: enum values, the common terms of free-text fields
 * (`DETAIL_TERMS`), makes, models and governorates in their language, numbers with their digits
 * and units, booleans as yes or no. Only a value looked up in a known list becomes a translation
 * key; other free text stays as the seller wrote it.
 */
export function useDetailValue(shown: Record<string, unknown>) {
  const { t, i18n } = useTranslation(['listing-fields', 'listing-detail']);
  // Names a make or model from the catalogue, so waits for it when the listing has one.
  const makes = useMakes(Object.hasOwn(shown, 'make') || Object.hasOwn(shown, 'model'));
  const language = i18n.language;
  const term = useCallback(
    (field: string, text: string) => {
      if (field === 'features' && EQUIPMENT_FLAGS.has(text)) return t(`listing-fields:fields.${text}`);
      if (TERMS[field]?.includes(text)) return t(`listing-fields:terms.${field}.${text}`);
      return text;
    },
    [t],
  );
  return useCallback(
    (field: string, value: unknown, details: Record<string, unknown> = {}): string => {
      if (typeof value === 'boolean') return t(value ? 'listing-detail:yes' : 'listing-detail:no');
      if (typeof value === 'number') {
        const number = formatNumber(language, value, YEAR_FIELDS.has(field) ? { useGrouping: false } : {});
        const unit = UNITS[field];
        return unit ? t(`listing-detail:units.${unit}`, { value: number }) : number;
      }
      if (Array.isArray(value)) return value.map((item) => term(field, String(item))).join(', ');
      const text = String(value);
      if (field === 'make' && makes) {
        if (text === makes.OTHER_MAKE && typeof details.customMake === 'string') return details.customMake;
        const make = makes.findMake(text);
        return make ? localizedName(make.name, language as Language) : text;
      }
      if (field === 'model' && makes) {
        if (text === makes.CUSTOM_MODEL && typeof details.customModel === 'string')
          return details.customModel;
        const model = typeof details.make === 'string' ? makes.findModel(details.make, text) : undefined;
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
      if (ENUMS[field]?.includes(text)) return t(`listing-fields:values.${field}.${text}`);
      return term(field, text);
    },
    [t, term, language, makes],
  );
}
