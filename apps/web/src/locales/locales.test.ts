import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, CLIENT_ERROR_CODES, LANGUAGES, VALIDATION_MESSAGES } from '@souqna/contracts';

const root = path.dirname(new URL(import.meta.url).pathname);
const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const namespaces = readdirSync(path.join(root, 'en')).map((file) => file.replace('.json', ''));

/** Every leaf as `a.b.c` (array items by index), with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe('locales', () => {
  it('has a folder per supported language', () => {
    expect(
      readdirSync(root)
        .filter((entry) => !entry.includes('.'))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys en has, none empty',
    (language) => {
      for (const namespace of namespaces) {
        const english = leaves(load('en', namespace)).map(([key]) => key);
        const translated = leaves(load(language, namespace));
        expect(translated.map(([key]) => key).sort(), `${language}/${namespace}`).toEqual(english.sort());
        for (const [key, value] of translated) {
          expect(
            typeof value === 'string' && value.trim().length > 0,
            `${language}/${namespace}:${key}`,
          ).toBe(true);
        }
      }
    },
  );

  it.each([...LANGUAGES])('%s translates every error code and validation key', (language) => {
    const errors = load(language, 'errors');
    for (const code of [...ERROR_CODES, ...CLIENT_ERROR_CODES])
      expect(errors[code], `${language}: ${code}`).toBeTruthy();
    const validation = load(language, 'validation');
    for (const key of Object.keys(VALIDATION_MESSAGES))
      expect(validation[key], `${language}: ${key}`).toBeTruthy();
  });

  it('keeps placeholders the same in every language', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const namespace of namespaces) {
      const english = new Map(leaves(load('en', namespace)));
      for (const language of LANGUAGES) {
        for (const [key, value] of leaves(load(language, namespace))) {
          expect(placeholders(value), `${language}/${namespace}:${key}`).toEqual(
            placeholders(english.get(key)),
          );
        }
      }
    }
  });

  it('writes Arabic in Arabic script', () => {
    const common = load('ar', 'common') as { nav: Record<string, string> };
    expect(common.nav.vehicles).toMatch(/[\u0600-\u06FF]/);
  });
});
