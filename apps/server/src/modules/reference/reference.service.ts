import { createHash } from 'node:crypto';
import {
  CITIES,
  LABELLED_ENUMS,
  LANGUAGES,
  localizedName,
  loadEnumLabels,
  MAIN_CATEGORIES,
  REFERENCE_PIECES,
  SUBCATEGORIES,
  VEHICLE_MAKES,
  type EnumLabels,
  type Language,
  type LocalizedName,
  type ReferenceData,
  type ReferencePiece,
  type ReferencePieceData,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';

/** A body and its strong validator: the same bytes for the same language and piece. */
export interface Versioned<T> {
  data: T;
  etag: string;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const isPiece = (value: string): value is ReferencePiece =>
  (REFERENCE_PIECES as readonly string[]).includes(value);

/**
 * The language of a request: `?lang=` if given, else the first of `Accept-Language` (by its
 * weights, `ar-SY` counting as `ar`) that we speak, else English.
 */
export function languageOf(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.toLowerCase().split('-')[0] ?? '', weight: weight ? Number(weight) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

function buildPieces(language: Language, labels: EnumLabels): ReferenceData {
  const name = (text: LocalizedName) => localizedName(text, language);
  const labelled = (group: keyof EnumLabels, codes: readonly string[]) =>
    codes.map((code) => ({ code, label: labels[group][code] ?? code }));
  return {
    language,
    categories: MAIN_CATEGORIES.map((code) => ({
      code,
      label: labels.mainCategory[code] ?? code,
      types: labelled(code === 'vehicles' ? 'vehicleType' : 'propertyType', SUBCATEGORIES[code]),
    })),
    cities: CITIES.map((city) => ({
      code: city.code,
      name: name(city.name),
      latitude: city.latitude,
      longitude: city.longitude,
      areas: city.areas.map((area) => ({
        code: area.code,
        name: name(area.name),
        latitude: area.latitude,
        longitude: area.longitude,
      })),
    })),
    makes: VEHICLE_MAKES.map((make) => ({
      code: make.code,
      name: name(make.name),
      vehicleTypes: [...new Set(make.models.map((model) => model.vehicleType))],
      models: make.models.map((model) => ({
        code: model.code,
        name: name(model.name),
        vehicleType: model.vehicleType,
      })),
    })),
    enums: Object.fromEntries(
      Object.entries(LABELLED_ENUMS).map(([group, codes]) => [
        group,
        labelled(group as keyof EnumLabels, codes),
      ]),
    ),
  };
}

const versioned = <T>(data: T): Versioned<T> => ({
  data,
  etag: `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`,
});

// The data is the contracts' and never changes while the process runs: each language is built,
// and its validators hashed, once.
const cache = new Map<Language, Promise<Versioned<ReferenceData>>>();
const built = (language: Language) => {
  let entry = cache.get(language);
  if (!entry) {
    entry = loadEnumLabels(language).then((labels) => versioned(buildPieces(language, labels)));
    cache.set(language, entry);
  }
  return entry;
};
const pieceCache = new Map<string, Versioned<ReferencePieceData>>();

/** Every piece of the reference data, names and labels in `language`. */
export const referenceData = (language: Language) => built(language);

/** One piece by name (`cities`, `makes`...); 404 NOT_FOUND for a name that is none of them. */
export async function referencePiece(
  language: Language,
  name: string,
): Promise<Versioned<ReferencePieceData>> {
  if (!isPiece(name)) {
    throw new AppError('NOT_FOUND', `No reference data named "${name}"`, { pieces: REFERENCE_PIECES });
  }
  const key = `${language}:${name}`;
  let entry = pieceCache.get(key);
  if (!entry) {
    const { data } = await built(language);
    entry = versioned({ language, [name]: data[name] });
    pieceCache.set(key, entry);
  }
  return entry;
}
