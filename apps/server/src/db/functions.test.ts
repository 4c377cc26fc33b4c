import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const migrationsDir = new URL('./migrations/', import.meta.url);
const functionsDir = new URL('./functions/', import.meta.url);

// A function's whole statement, from CREATE to the `$$;` closing its body.
const definition = /CREATE (?:OR REPLACE )?FUNCTION (\w+)\([\s\S]*?\$\$[\s\S]*?\$\$;/g;
// What a file in functions/ holds is that statement as a later migration copies it in.
const asReplacement = (statement: string) =>
  statement.replace(/^CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION');

/** Each function's latest definition, reading the migrations in the journal's order. */
function latestDefinitions() {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', migrationsDir), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const latest = new Map<string, string>();
  for (const { tag } of journal.entries.sort((a, b) => a.idx - b.idx)) {
    const sql = readFileSync(new URL(`${tag}.sql`, migrationsDir), 'utf8');
    for (const match of sql.matchAll(definition)) latest.set(match[1]!, asReplacement(match[0]));
  }
  return latest;
}

/** A functions/ file without its leading comment lines (the why, which migrations need not repeat). */
function statementOf(file: string) {
  const lines = readFileSync(new URL(file, functionsDir), 'utf8').split('\n');
  return lines
    .slice(lines.findIndex((line) => !line.startsWith('--')))
    .join('\n')
    .trim();
}

describe('db/functions', () => {
  const latest = latestDefinitions();
  const files = readdirSync(functionsDir).filter((file) => file.endsWith('.sql'));

  it('has one file for every function the migrations define, and no other', () => {
    expect(files.map((file) => file.replace(/\.sql$/, '')).sort()).toEqual([...latest.keys()].sort());
  });

  it.each(files)('%s is the latest definition in the migrations', (file) => {
    expect(statementOf(file)).toBe(latest.get(file.replace(/\.sql$/, '')));
  });
});
