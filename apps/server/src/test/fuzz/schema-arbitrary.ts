import fc from 'fast-check';
import type { z } from 'zod';
import { hostileKey, hostileValue } from './hostile.js';
import { inputSide, type AnySchema } from './schema-walk.js';

/** Real values the generated ones are mixed with, so requests reach objects that exist. */
export interface KnownValues {
  ids: readonly string[];
  emails: readonly string[];
}

const EASTERN_ARABIC = '٠١٢٣٤٥٦٧٨٩';
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => EASTERN_ARABIC[Number(digit)]!);

// People's text in both scripts, and values some fields know (a time zone, a make, a city).
const PEOPLE_TEXT = [
  'Toyota',
  'تويوتا كورولا',
  'Damascus',
  'حلب',
  'Asia/Damascus',
  'UTC',
  'corolla',
  'mezzeh',
  'Kia Rio 2018, one owner',
  '2010+',
  'before2000',
  'Str0ng#Passw0rd',
  '123456',
] as const;

/**
 * Values a schema's rules would accept or nearly accept, half of them with hostile values mixed in
 * at every level: a raw input meets each rule sometimes valid and sometimes not, and requests
 * whose every field is sensible reach the code past validation.
 */
export const arbitraryFor = (schema: AnySchema, known: KnownValues): fc.Arbitrary<unknown> =>
  fc.oneof(valueFor(schema, known, false), valueFor(schema, known, true));

function valueFor(schema: AnySchema, known: KnownValues, hostile: boolean): fc.Arbitrary<unknown> {
  const valid = validFor(schema, known, hostile);
  return hostile ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue }) : valid;
}

function validFor(schema: AnySchema, known: KnownValues, hostile: boolean): fc.Arbitrary<unknown> {
  const node = inputSide(schema) as z.core.$ZodTypes;
  const def = node._zod.def;
  const bag = node._zod.bag as {
    minimum?: number;
    maximum?: number;
    format?: string;
    patterns?: Set<RegExp>;
  };
  const child = (inner: AnySchema) => valueFor(inner, known, hostile);
  const same = (inner: AnySchema) => validFor(inner, known, hostile);
  switch (def.type) {
    case 'string':
      return stringFor(bag, known);
    case 'number': {
      const min = Math.max(Number(bag.minimum ?? -1e9), -1e12);
      const max = Math.min(Number(bag.maximum ?? 1e9), 1e12);
      const integral = bag.format === 'safeint' || bag.format === 'int32';
      const number = integral
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      // Forms and queries send numbers as text, in either script.
      return fc.oneof(
        number,
        number.map(String),
        number.map((value) => arabicDigits(String(value))),
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0'));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'null':
      return fc.constant(null);
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape).map(([key, value]) => [key, child(value)]));
      const requiredKeys = Object.entries(def.shape)
        .filter(([, value]) => value._zod.optin !== 'optional')
        .map(([key]) => key);
      if (!hostile) return fc.record(shape, { requiredKeys });
      const extra = fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 });
      return fc
        .tuple(fc.record(shape, { requiredKeys }), fc.option(extra, { freq: 4 }))
        .map(([record, more]) => (more ? { ...more, ...record } : record));
    }
    case 'array':
      return fc.array(child(def.element), { maxLength: Math.min(Number(bag.maximum ?? 5), 6) });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), child(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...def.options.map(same));
    case 'tuple':
      return fc.tuple(...def.items.map(child));
    case 'intersection':
      return fc
        .tuple(same(def.left), same(def.right))
        .map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(same(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(same(def.innerType), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return same(def.innerType);
    case 'lazy':
      return same(def.getter());
    // Nothing to derive from: any JSON at all.
    case 'unknown':
    case 'any':
    case 'custom':
    case 'transform':
    case 'pipe':
    case 'bigint':
    case 'date':
    case 'symbol':
    case 'undefined':
    case 'void':
    case 'never':
    case 'nan':
    case 'template_literal':
    case 'file':
    case 'map':
    case 'set':
    case 'function':
    case 'promise':
    case 'success':
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(
  bag: { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> },
  known: KnownValues,
): fc.Arbitrary<string> {
  if (bag.format === 'uuid' || bag.format === 'guid') {
    return fc.oneof(fc.constantFrom(...known.ids), fc.uuid());
  }
  if (bag.format === 'email') return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
  const pattern = [...(bag.patterns ?? [])][0];
  if (pattern) return fc.stringMatching(pattern);
  const maxLength = Math.min(Number(bag.maximum ?? 80), 80);
  const minLength = Math.min(Number(bag.minimum ?? 0), maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.constantFrom(...PEOPLE_TEXT, ...known.ids, ...known.emails),
    fc.stringMatching(/^[0-9]{1,6}$/),
  );
}
