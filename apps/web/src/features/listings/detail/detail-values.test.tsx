import { render, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DETAIL_TERMS,
  detailKeysOf,
  LABELLED_ENUMS,
  LANGUAGES,
  REAL_ESTATE_DETAIL_KEYS,
  VEHICLE_DETAIL_KEYS,
  VEHICLE_EQUIPMENT,
  type DetailKeys,
  type Language,
} from '@souqna/contracts';
import { i18n } from '../../../shared/lib/i18n';
import { homeListing, vehicleListing } from '../../../shared/listing/test/detail-fixtures';
import { loadMakes } from '../../../shared/listing/vehicle-makes';
import { REAL_ESTATE_GROUPS, VEHICLE_GROUPS } from './detail-groups';
import { DetailSections } from './detail-sections';
import { useDetailValue } from './detail-values';

const FLAGS = Object.values(VEHICLE_EQUIPMENT).flat();
// Details a seller gives as a list of items.
const LISTS = new Set(['features', 'amenities', 'utilities']);
const ENUMS: Partial<Record<string, readonly string[]>> = LABELLED_ENUMS;
const KINDS: [string, DetailKeys][] = [
  ['vehicle', VEHICLE_DETAIL_KEYS],
  ['real estate', REAL_ESTATE_DETAIL_KEYS],
];

/** A text of the language's own file: never the English fallback, never the key. */
const own = (language: Language, key: string) => {
  const text: unknown = i18n.getResource(language, 'listing-fields', key);
  expect(typeof text === 'string' && text.trim() !== '', `${language} listing-fields:${key}`).toBe(true);
  return text as string;
};

/** Every enum-valued detail with its values: the choices and the listing's type. */
const enumFields = (keys: DetailKeys) =>
  [...keys.identity, ...Object.keys(keys.choice)].flatMap((field) => {
    const values = ENUMS[field];
    return values ? [[field, values] as const] : [];
  });

// The catalogue comes first, as the listing page starts it beside its texts: the hooks below render once.
beforeAll(() => Promise.all([i18n.loadLanguages([...LANGUAGES]), loadMakes()]));
afterAll(() => i18n.changeLanguage('en'));

describe.each([...LANGUAGES])('detail values in %s', (language) => {
  beforeAll(async () => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces(['listing-fields', 'listing-detail']);
  });

  const format = () => renderHook(() => useDetailValue({})).result.current;

  it.each(KINDS)('labels every %s detail key and group', (_kind, keys) => {
    for (const field of detailKeysOf(keys)) own(language, `fields.${field}`);
    for (const group of [...VEHICLE_GROUPS, ...REAL_ESTATE_GROUPS]) own(language, `groups.${group.name}`);
  });

  it.each(KINDS)('shows every enum value of a %s in words', (_kind, keys) => {
    const formatted = format();
    for (const [field, values] of enumFields(keys)) {
      for (const value of values) {
        expect(formatted(field, value), `${field}.${value}`).toBe(own(language, `values.${field}.${value}`));
      }
    }
  });

  it('shows every common term of a free-text detail, and equipment named in features, in words', () => {
    const formatted = format();
    for (const [field, values] of Object.entries(DETAIL_TERMS)) {
      for (const value of values) {
        expect(formatted(field, value), `${field}.${value}`).toBe(own(language, `terms.${field}.${value}`));
      }
    }
    for (const flag of FLAGS) expect(formatted('features', flag)).toBe(own(language, `fields.${flag}`));
    expect(formatted('amenities', ['pool', 'Olive press'])).toBe(
      `${own(language, 'terms.amenities.pool')}, Olive press`,
    );
  });

  it('renders no code where a word belongs on the detail page', () => {
    const vehicle = vehicleListing();
    const home = homeListing();
    const codes = new Set<string>();
    const vehicleDetails: Record<string, unknown> = { ...vehicle.details.vehicles };
    const homeDetails: Record<string, unknown> = { ...home.details.realEstate };
    for (const [kind, details] of [
      [VEHICLE_DETAIL_KEYS, vehicleDetails],
      [REAL_ESTATE_DETAIL_KEYS, homeDetails],
    ] as const) {
      for (const [field, values] of enumFields(kind)) {
        details[field] = values.at(-1);
        for (const value of values) if (own(language, `values.${field}.${value}`) !== value) codes.add(value);
      }
    }
    for (const [field, values] of Object.entries(DETAIL_TERMS)) {
      const home = field === 'amenities' || REAL_ESTATE_DETAIL_KEYS.text.includes(field);
      (home ? homeDetails : vehicleDetails)[field] = LISTS.has(field) ? values : values[0];
      for (const value of values) if (own(language, `terms.${field}.${value}`) !== value) codes.add(value);
    }
    vehicleDetails.features = [...DETAIL_TERMS.features, ...FLAGS];
    for (const flag of FLAGS) codes.add(flag);

    for (const listing of [
      vehicleListing({ details: { vehicles: vehicleDetails as never } }),
      homeListing({ details: { realEstate: homeDetails as never } }),
    ]) {
      const { container, unmount } = render(<DetailSections listing={listing} />);
      const shown = [...container.querySelectorAll('dd, li')].flatMap((node) =>
        (node.textContent ?? '').split(', ').map((text) => text.trim()),
      );
      expect(shown.length).toBeGreaterThan(20);
      expect(shown.filter((text) => codes.has(text))).toEqual([]);
      unmount();
    }
  });
});

describe('a make or model the seller typed', () => {
  it('shows the typed name, not the code that stands for it', () => {
    const details = {
      make: 'OTHER_MAKE',
      model: 'CUSTOM_MODEL',
      customMake: 'Arwad boatyard',
      customModel: 'Fishing boat',
    };
    const formatted = renderHook(() => useDetailValue(details)).result.current;
    expect(formatted('make', details.make, details)).toBe('Arwad boatyard');
    expect(formatted('model', details.model, details)).toBe('Fishing boat');
  });
});
