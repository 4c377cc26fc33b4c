import {
  CITIES,
  FUEL_TYPES,
  findCity,
  localizedName,
  MAIN_CATEGORIES,
  SUBCATEGORIES,
  TRANSMISSION_TYPES,
  type Language,
  type LocalizedName,
  type MainCategory,
} from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/lib/i18n';
import { loadedMakes } from '../../shared/listing/vehicle-makes';
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
    /**
     * Makes that have a model of the chosen vehicle type, or every make; none before the catalogue
     * has arrived (vehicle-filters.tsx asks for it when the selects first show).
     */
    makes: (type?: string) => {
      const all = loadedMakes()?.VEHICLE_MAKES ?? [];
      return named(
        type ? all.filter((make) => make.models.some((model) => model.vehicleType === type)) : all,
      );
    },
    models: (makeCode: string | undefined, type?: string) =>
      named(
        loadedMakes()
          ?.findMake(makeCode ?? '')
          ?.models.filter((model) => !type || model.vehicleType === type) ?? [],
      ),
    cities: () => named(CITIES),
    areas: (cityCode: string | undefined) => named(findCity(cityCode ?? '')?.areas ?? []),
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;
