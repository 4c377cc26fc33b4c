import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { API_BASE } from '@souqna/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { percentile, round } from './measure.js';

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The real app on the bench database, on 127.0.0.1 and a free port, plus the bare ceiling route. */
export async function startApp(database: DatabaseHandle) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Every autocannon request says it comes from another address (X-Forwarded-For), so the
    // per-address rate limits stay in the path, as in production, without answering 429.
    TRUST_PROXY: 'true',
  });
  const app = await buildApp(config, { database });
  // The ceiling: the same server, hooks and serialisation, with no database behind it.
  app.get(`${API_BASE}/bench/ceiling`, async () => ({ success: true, data: { ok: true } }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    address,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface WorkerResult {
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  latencies: number[];
}

/**
 * Loads `paths` round-robin for `duration` seconds with `connections` open connections, from a
 * worker thread (load-worker.mjs) so the server keeps its event loop to itself.
 */
export async function loadTest(
  name: string,
  address: string,
  paths: readonly string[],
  options: { duration: number; connections: number },
): Promise<HttpResult> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { address, paths, ...options },
  });
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = result.latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: round(result.requestsPerSecond),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    requests: result.requests,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
