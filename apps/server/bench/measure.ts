import { listingQuerySchema } from '@souqna/contracts';
import type { ServiceDeps } from '../src/platform/service-deps.js';
import { browseListings, suggestListings } from '../src/modules/search/search.service.js';
import type { DbCase, Params } from './cases.js';

export interface CaseResult {
  name: string;
  targetMs: number;
  status: 'measured' | 'unsupported' | 'failed';
  /** Why a case was not measured. */
  note?: string;
  runs?: number;
  p50?: number;
  p95?: number;
  mean?: number;
  /** What the last run returned, to tell an empty result from a fast one. */
  lastTotal?: number;
  lastItems?: number;
  /** The run (parameter variant) that took longest: the one worth explaining. */
  slowestRun?: number;
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

export const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The browse query a case's parameters make, as the route parses them; `undefined` with a reason
 * when a needed parameter is refused or dropped (the API does not know it yet).
 */
function parseBrowse(params: Params, needs: readonly string[]) {
  const parsed = listingQuerySchema.safeParse(params);
  if (!parsed.success) {
    const refused = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    return { reason: `parameter refused: ${refused}` };
  }
  const dropped = needs.filter((name) => (parsed.data as Record<string, unknown>)[name] === undefined);
  if (dropped.length > 0) return { reason: `parameter not read by the API: ${dropped.join(', ')}` };
  return { query: parsed.data };
}

/** Runs a case `repeat` times (after a few unmeasured warm-up runs) through the app's service. */
export async function measureCase(
  deps: ServiceDeps,
  entry: DbCase,
  repeat: number,
  warmup = 3,
): Promise<CaseResult> {
  const base = { name: entry.name, targetMs: entry.targetMs };
  const runOnce = async (run: number) => {
    if (entry.kind === 'suggest') {
      const items = await suggestListings(deps, { text: entry.text(run), limit: 4 });
      return { items: items.length, total: items.length };
    }
    const parsed = parseBrowse(entry.params(run), entry.needs);
    if (!parsed.query) throw new Unsupported(parsed.reason);
    const page = await browseListings(deps, parsed.query);
    return { items: page.items.length, total: page.total };
  };
  const timings: number[] = [];
  let last = { items: 0, total: 0 };
  try {
    for (let run = 0; run < warmup; run++) await runOnce(run);
    for (let run = 0; run < repeat; run++) {
      const started = performance.now();
      last = await runOnce(run);
      timings.push(performance.now() - started);
    }
  } catch (error) {
    if (error instanceof Unsupported) return { ...base, status: 'unsupported', note: error.message };
    return { ...base, status: 'failed', note: (error as Error).message.split('\n')[0] };
  }
  const slowestRun = timings.indexOf(Math.max(...timings));
  timings.sort((a, b) => a - b);
  return {
    ...base,
    status: 'measured',
    runs: timings.length,
    p50: round(percentile(timings, 0.5)),
    p95: round(percentile(timings, 0.95)),
    mean: round(timings.reduce((sum, value) => sum + value, 0) / timings.length),
    lastTotal: last.total,
    lastItems: last.items,
    slowestRun,
  };
}

class Unsupported extends Error {}
