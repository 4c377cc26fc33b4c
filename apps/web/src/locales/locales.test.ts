import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES, LANGUAGES, VALIDATION_MESSAGES } from '@souqna/contracts';

const root = path.dirname(new URL(import.meta.url).pathname);
const load = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const namespaces = readdirSync(path.join(root, 'en')).map((file) => file.replace('.json', ''));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `a.b.c` (array items by index), with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

/** Plain keys, and the plural forms present for each plural key (`count_one` → count: one). */
function shape(language: string, namespace: string) {
  const plain: string[] = [];
  const plurals = new Map<string, string[]>();
  for (const [key] of leaves(load(language, namespace))) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (!form) plain.push(key);
    else {
      const base = key.replace(PLURAL_SUFFIX, '');
      plurals.set(base, [...(plurals.get(base) ?? []), form]);
    }
  }
  return { plain: plain.sort(), plurals };
}

// The forms i18next asks for, from the same Intl data it uses.
const pluralForms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('locales', () => {
  it('has a folder per supported language', () => {
    expect(
      readdirSync(root)
        .filter((entry) => !entry.includes('.'))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it.each([...LANGUAGES])('%s has exactly the keys en has, no empty text', (language) => {
    for (const namespace of namespaces) {
      const english = shape('en', namespace);
      const translated = shape(language, namespace);
      expect(translated.plain, `${language}/${namespace}`).toEqual(english.plain);
      expect([...translated.plurals.keys()].sort(), `${language}/${namespace} plurals`).toEqual(
        [...english.plurals.keys()].sort(),
      );
      for (const [key, value] of leaves(load(language, namespace))) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language}/${namespace}:${key}`).toBe(
          true,
        );
      }
    }
  });

  it.each([...LANGUAGES])('%s has every plural form its grammar needs', (language) => {
    for (const namespace of namespaces) {
      for (const [key, forms] of shape(language, namespace).plurals) {
        for (const form of pluralForms(language)) {
          expect(forms, `${language}/${namespace}:${key}_${form}`).toContain(form);
        }
      }
    }
  });

  it('gives Arabic all six plural forms somewhere it counts', () => {
    const { plurals } = shape('ar', 'common');
    expect(plurals.size).toBeGreaterThan(0);
    for (const forms of plurals.values())
      expect(forms.sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

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
      [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
    for (const namespace of namespaces) {
      const english = new Map(
        leaves(load('en', namespace)).map(([key, value]) => [key.replace(PLURAL_SUFFIX, ''), value]),
      );
      for (const language of LANGUAGES) {
        for (const [key, value] of leaves(load(language, namespace))) {
          // A form like Arabic "one" may spell the number out instead of showing it.
          if (PLURAL_SUFFIX.test(key)) continue;
          expect(placeholders(value), `${language}/${namespace}:${key}`).toEqual(
            placeholders(english.get(key)),
          );
        }
      }
    }
  });

  it('uses the validation placeholders contracts fill ({min}, {max})', () => {
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const language of LANGUAGES) {
        const text = String(load(language, 'validation')[key]);
        expect(
          [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort(),
          `${language}:${key}`,
        ).toEqual(names);
      }
    }
  });

  it('writes Arabic in Arabic script and with Arabic digits in running text', () => {
    for (const namespace of namespaces) {
      for (const [key, value] of leaves(load('ar', namespace))) {
        const text = String(value)
          .replace(/\{\{[^}]*\}\}/g, '')
          .replace(/[\w.+-]+@[\w.-]+/g, '');
        expect(text, `ar/${namespace}:${key}`).not.toMatch(/[0-9]/);
      }
    }
    const common = load('ar', 'common') as { nav: Record<string, string> };
    expect(common.nav.vehicles).toMatch(/[\u0600-\u06FF]/);
  });
});
