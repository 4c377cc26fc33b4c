import { z } from 'zod';
import { enumReader, type EnumReader } from './enum-reader.js';

/** The schema of an enum's reader: accepts every reading and always outputs the canonical value. */
export function enumSchemaOf<const T extends readonly [string, ...string[]]>(reader: EnumReader<T>) {
  const normalise = (input: unknown): unknown =>
    typeof input === 'string' ? (reader.normalise(input) ?? input) : input;
  return Object.assign(z.preprocess(normalise, z.enum(reader.values)), reader);
}

/**
 * A canonical enum that also accepts the other readings clients send (any case, `_`/`-` separators,
 * and explicit aliases) and always outputs the canonical value.
 */
export function enumWithAliases<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  return enumSchemaOf(enumReader(values, aliases));
}
