import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_MODEL,
  findMake,
  localizedName,
  makesForVehicleType,
  modelsForVehicleType,
  OTHER_MAKE,
  VEHICLE_MAKES,
  type Language,
  type LocalizedName,
  type VehicleType,
} from '@souqna/contracts';
import { SelectInput, TextInput } from '../../../../shared/ui/field';

interface MakeModelProps {
  vehicleType: string;
  values: Record<string, unknown>;
  onChange: (field: string, value: unknown) => void;
  errors: Partial<Record<string, string>>;
}

type Named = { code: string; name: LocalizedName };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function useNames(language: Language) {
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    const nameOf = (entry: Named) => localizedName(entry.name, language);
    return {
      nameOf,
      sorted: <T extends Named>(list: readonly T[]) =>
        [...list].sort((a, b) => collator.compare(nameOf(a), nameOf(b))),
    };
  }, [language]);
}

/**
 * Make and model from the catalogue, the type's makes first; "other make" and "other model" open a
 * box for the seller's own words (spec section 5's OTHER_MAKE and CUSTOM_MODEL). A stored name the
 * catalogue does not know (a listing being edited) stays selectable as it was written.
 */
export function MakeModelFields({ vehicleType, values, onChange, errors }: MakeModelProps) {
  const { t, i18n } = useTranslation('listing-fields');
  const { nameOf, sorted } = useNames(i18n.language as Language);
  const make = text(values.make);
  const model = text(values.model);
  const known = findMake(make);

  const makeGroups = useMemo(() => {
    const usual = sorted(makesForVehicleType(vehicleType as VehicleType));
    const codes = new Set(usual.map((entry) => entry.code));
    return { usual, rest: sorted(VEHICLE_MAKES.filter((entry) => !codes.has(entry.code))) };
  }, [vehicleType, sorted]);

  const models = useMemo(() => {
    if (!known) return [];
    const ofType = modelsForVehicleType(known.code, vehicleType as VehicleType);
    return sorted(ofType.length > 0 ? ofType : known.models);
  }, [known, vehicleType, sorted]);

  const chooseMake = (next: string) => {
    onChange('make', next);
    // A model belongs to its make: a new make drops it, "other make" goes straight to typing it.
    if (next === OTHER_MAKE) onChange('model', CUSTOM_MODEL);
    else if (!findMake(next)?.models.some((entry) => entry.code === model)) onChange('model', '');
  };

  const makeOption = (entry: Named) => (
    <option key={entry.code} value={entry.code}>
      {nameOf(entry)}
    </option>
  );
  const strayMake = make && make !== OTHER_MAKE && !known;
  const strayModel = model && model !== CUSTOM_MODEL && !models.some((entry) => entry.code === model);

  return (
    <>
      <div className="flex flex-col gap-3">
        <SelectInput
          label={t('fields.make')}
          name="make"
          value={make}
          error={errors.make}
          onChange={(event) => chooseMake(event.target.value)}
        >
          <option value="">{t('picker.chooseMake')}</option>
          {strayMake && <option value={make}>{make}</option>}
          {makeGroups.usual.length > 0 ? (
            <>
              <optgroup label={t('picker.usualMakes')}>{makeGroups.usual.map(makeOption)}</optgroup>
              <optgroup label={t('picker.allMakes')}>{makeGroups.rest.map(makeOption)}</optgroup>
            </>
          ) : (
            makeGroups.rest.map(makeOption)
          )}
          <option value={OTHER_MAKE}>{t('picker.otherMake')}</option>
        </SelectInput>
        {make === OTHER_MAKE && (
          <TextInput
            label={t('fields.customMake')}
            name="customMake"
            value={text(values.customMake)}
            error={errors.customMake}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => onChange('customMake', event.target.value)}
          />
        )}
      </div>
      <div className="flex flex-col gap-3">
        <SelectInput
          label={t('fields.model')}
          name="model"
          value={model}
          error={errors.model}
          disabled={!make}
          hint={make ? undefined : t('picker.makeFirst')}
          onChange={(event) => onChange('model', event.target.value)}
        >
          <option value="">{t('picker.chooseModel')}</option>
          {strayModel && <option value={model}>{model}</option>}
          {models.map(makeOption)}
          <option value={CUSTOM_MODEL}>{t('picker.customModel')}</option>
        </SelectInput>
        {model === CUSTOM_MODEL && (
          <TextInput
            label={t('fields.customModel')}
            name="customModel"
            value={text(values.customModel)}
            error={errors.customModel}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => onChange('customModel', event.target.value)}
          />
        )}
      </div>
    </>
  );
}
