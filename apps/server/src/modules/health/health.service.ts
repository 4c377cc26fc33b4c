import type { HealthResponse } from '@souqna/contracts';
import { pingDatabase, type DatabaseHandle } from '../../db/client.js';

const startedAt = Date.now();

/** Whether the process can serve: today that is whether the database answers `select 1`. */
export async function checkHealth(database: DatabaseHandle, version: string): Promise<HealthResponse> {
  const up = await pingDatabase(database.db);
  return {
    status: up ? 'ok' : 'degraded',
    database: up ? 'up' : 'down',
    driver: database.driver,
    version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
