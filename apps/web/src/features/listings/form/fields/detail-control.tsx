import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES, localizedName, type Language, type MainCategory } from '@souqna/contracts';
import { Field, SelectInput, TextArea, TextInput } from '../../../../shared/ui/field';
import { ColourInput } from './colour-input';
import { fieldKind } from './field-kinds';
import { NumberInput } from './number-input';
import { TagInput } from './tag-input';

export interface ControlProps {
  mainCategory: MainCategory;
  field: string;
  value: unknown;
  error?: string;
  onChange: (field: string, value: unknown) => void;
}

/** Fields with an example in `placeholders.<field>`: the ones whose expected answer is not obvious. */
const PLACEHOLDERS = new Set([
  'warrantyPeriod',
  'engine',
  'vin',
  'tireCondition',
  'upholsteryMaterial',
  'axleConfiguration',
  'cargoDimensions',
  'attachments',
  'heating',
  'cooling',
  'utilities',
  'accessRoad',
  'features',
  'amenities',
  'additionalNotes',
]);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const yesNo = (value: unknown) =>
  value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';

/** One detail field, drawn by its kind; every control carries `name="<field>"` and a label. */
export function DetailControl({ mainCategory, field, value, error, onChange }: ControlProps) {
  const { t, i18n } = useTranslation('listing-fields');
  const id = useId();
  const label = t(`fields.${field}`);
  const placeholder = PLACEHOLDERS.has(field) ? t(`placeholders.${field}`) : undefined;
  const set = (next: unknown) => onChange(field, next);
  const shape = fieldKind(mainCategory, field);
  const common = { label, error, name: field, placeholder };

  switch (shape.kind) {
    case 'integer':
    case 'decimal':
      return (
        <Field label={label} error={error}>
          {(control) => (
            <NumberInput
              {...control}
              name={field}
              value={value}
              onChange={set}
              decimal={shape.kind === 'decimal'}
              unit={shape.unit && t(`units.${shape.unit}`)}
            />
          )}
        </Field>
      );
    case 'enum': {
      const current = text(value);
      const stray = current !== '' && !shape.options.includes(current);
      return (
        <SelectInput {...common} value={current} onChange={(event) => set(event.target.value)}>
          <option value="">{t('picker.choose')}</option>
          {stray && <option value={current}>{current}</option>}
          {shape.options.map((option) => (
            <option key={option} value={option}>
              {t(`values.${field}.${option}`)}
            </option>
          ))}
        </SelectInput>
      );
    }
    case 'yesNo': {
      // A warranty another client gave in words ("dealer, 12 months") stays on offer as it is.
      const stray = typeof value === 'string' && yesNo(value) === '' ? value.trim() : '';
      return (
        <SelectInput
          {...common}
          value={stray || yesNo(value)}
          onChange={({ target }) =>
            set(target.value === '' || target.value === stray ? target.value : target.value === 'true')
          }
        >
          <option value="">{t('picker.notSaid')}</option>
          {stray && <option value={stray}>{stray}</option>}
          <option value="true">{t('picker.yes')}</option>
          <option value="false">{t('picker.no')}</option>
        </SelectInput>
      );
    }
    case 'governorate':
      return (
        <SelectInput {...common} value={text(value)} onChange={(event) => set(event.target.value)}>
          <option value="">{t('picker.choose')}</option>
          {CITIES.map((city) => (
            <option key={city.code} value={city.code}>
              {localizedName(city.name, i18n.language as Language)}
            </option>
          ))}
        </SelectInput>
      );
    case 'colour':
      return <ColourInput name={field} label={label} value={value} error={error} onChange={set} />;
    case 'tags':
      return (
        <Field label={label} error={error} hint={t('tags.hint')} className="md:col-span-2">
          {(control) => (
            <TagInput {...control} name={field} value={value} onChange={set} placeholder={placeholder} />
          )}
        </Field>
      );
    case 'longText':
      return (
        <TextArea
          {...common}
          className="md:col-span-2"
          rows={3}
          maxLength={500}
          value={text(value)}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={text(value)}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'flag':
      return (
        <label
          htmlFor={id}
          className="flex min-h-10 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:text-slate-100 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950"
        >
          <input
            id={id}
            type="checkbox"
            name={field}
            checked={value === true || value === 'true'}
            onChange={(event) => set(event.target.checked)}
            className="h-4 w-4 shrink-0 accent-brand-700"
          />
          {label}
        </label>
      );
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={500}
          autoComplete="off"
          value={text(value)}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
}
