/** Folds case and separators so `PLUGIN_HYBRID`, `plugin-hybrid` and `pluginHybrid` meet. */
export const foldEnumKey = (value: string): string => value.replace(/[\s_-]+/g, '').toLowerCase();

export interface EnumReader<T extends readonly [string, ...string[]]> {
  values: T;
  /** The canonical value of any reading clients send, or undefined; never throws. */
  normalise(input: string): T[number] | undefined;
}

/**
 * The readings of an enum (any case, `_`/`-` separators, explicit aliases) without its schema:
 * a page that reads links needs these and no zod (enumWithAliases builds the schema on them).
 */
export function enumReader<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
): EnumReader<T> {
  const lookup = new Map<string, T[number]>();
  for (const value of values) lookup.set(foldEnumKey(value), value);
  for (const [alias, value] of Object.entries(aliases)) lookup.set(foldEnumKey(alias), value);
  return { values, normalise: (input) => lookup.get(foldEnumKey(input)) };
}
