import { parseArgs } from 'node:util';
import { DEFAULT_BENCH_URL } from './database.js';

export interface BenchOptions {
  mode: 'postgres' | 'pglite';
  postgresUrl?: string;
  rows: number;
  /** Repetitions per database case. */
  repeat: number;
  /** Seconds per HTTP case. */
  duration: number;
  connections: number;
  seedOnly: boolean;
  skipHttp: boolean;
}

export const USAGE = `npm run bench -- [options]
  (no flag)        embedded PGlite, 100,000 listings
  --pg             PostgreSQL at DATABASE_URL, else ${DEFAULT_BENCH_URL}; 1,000,000 listings
  --rows N         seed N listings instead
  --quick          20,000 listings, fewer repetitions, 3 s per HTTP case (a smoke run)
  --repeat N       runs of each database case (default 100; 30 with --quick)
  --duration S     seconds per HTTP case (default 10)
  --connections N  autocannon connections (default 20)
  --seed-only      seed (or check the seed) and stop
  --no-http        database cases only`;

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      pg: { type: 'boolean', default: false },
      rows: { type: 'string' },
      quick: { type: 'boolean', default: false },
      repeat: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'seed-only': { type: 'boolean', default: false },
      'no-http': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const parsed = Number(value.replace(/[_,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} needs a positive whole number`);
    return parsed;
  };
  const mode = values.pg ? 'postgres' : 'pglite';
  const defaultRows = values.quick ? 20_000 : mode === 'postgres' ? 1_000_000 : 100_000;
  return {
    mode,
    postgresUrl: mode === 'postgres' ? (env.DATABASE_URL ?? DEFAULT_BENCH_URL) : undefined,
    rows: count('rows', values.rows, defaultRows),
    repeat: count('repeat', values.repeat, values.quick ? 30 : 100),
    duration: count('duration', values.duration, values.quick ? 3 : 10),
    connections: count('connections', values.connections, 20),
    seedOnly: values['seed-only'],
    skipHttp: values['no-http'],
  };
}
