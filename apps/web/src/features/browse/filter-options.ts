import {
  CITIES,
  FUEL_TYPES,
  findCity,
  findMake,
  localizedName,
  MAIN_CATEGORIES,
  SUBCATEGORIES,
  TRANSMISSION_TYPES,
  VEHICLE_MAKES,
  type Language,
  type LocalizedName,
  type MainCategory,
} from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/lib/i18n';
import { CONDITIONS } from './browse-rules';
import type { Option } from './filter-controls';

const TYPE_FIELD: Record<MainCategory, string> = { vehicles: 'vehicleType', realEstate: 'propertyType' };

/** The choices of every select of the filter panel, labelled in the reader's language. */
export function useFilterOptions() {
  const { t, i18n } = useTranslation('listing-fields');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const collator = new Intl.Collator(language);

  const values = (field: string, list: readonly string[]): Option[] =>
    list.map((value) => ({ value, label: t(`values.${field}.${value}`) }));
  const named = (list: readonly { code: string; name: LocalizedName }[]): Option[] =>
    list
      .map((entry) => ({ value: entry.code, label: localizedName(entry.name, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));

  return {
    categories: () => values('mainCategory', MAIN_CATEGORIES),
    types: (category: MainCategory) => values(TYPE_FIELD[category], SUBCATEGORIES[category]),
    typeLabel: (category: MainCategory, type: string) => t(`values.${TYPE_FIELD[category]}.${type}`),
    conditions: (category: MainCategory) => values('condition', CONDITIONS[category]),
    fuels: () => values('fuelType', FUEL_TYPES),
    transmissions: () => values('transmissionType', TRANSMISSION_TYPES),
    /** Makes that have a model of the chosen vehicle type, or every make. */
    makes: (type?: string) =>
      named(
        type
          ? VEHICLE_MAKES.filter((make) => make.models.some((model) => model.vehicleType === type))
          : VEHICLE_MAKES,
      ),
    models: (makeCode: string | undefined, type?: string) =>
      named(findMake(makeCode ?? '')?.models.filter((model) => !type || model.vehicleType === type) ?? []),
    cities: () => named(CITIES),
    areas: (cityCode: string | undefined) => named(findCity(cityCode ?? '')?.areas ?? []),
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;
