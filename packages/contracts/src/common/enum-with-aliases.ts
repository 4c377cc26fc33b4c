import { z } from 'zod';

/** Folds case and separators so `PLUGIN_HYBRID`, `plugin-hybrid` and `pluginHybrid` meet. */
export const foldEnumKey = (value: string): string => value.replace(/[\s_-]+/g, '').toLowerCase();

/**
 * A canonical enum that also accepts the other readings clients send (any case, `_`/`-` separators,
 * and explicit aliases) and always outputs the canonical value.
 */
export function enumWithAliases<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  const lookup = new Map<string, T[number]>();
  for (const value of values) lookup.set(foldEnumKey(value), value);
  for (const [alias, value] of Object.entries(aliases)) lookup.set(foldEnumKey(alias), value);
  const normalise = (input: unknown): unknown =>
    typeof input === 'string' ? (lookup.get(foldEnumKey(input)) ?? input) : input;
  return Object.assign(z.preprocess(normalise, z.enum(values)), {
    values,
    normalise: (input: string): T[number] | undefined => lookup.get(foldEnumKey(input)),
  });
}
