import { API_PATHS, healthResponseSchema, successEnvelope } from '@souqna/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { checkHealth } from './health.service.js';

export function registerHealthRoutes(app: AppInstance, database: DatabaseHandle, version: string) {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        description:
          'For load balancers and uptime checks: 200 when the database answers, 503 SERVICE_UNAVAILABLE (with the same report in `error.details`) when it does not.',
        response: { 200: successEnvelope(healthResponseSchema), ...errorResponses(503) },
      },
    },
    async () => {
      const report = await checkHealth(database, version);
      if (report.database === 'down')
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', report);
      return ok(report);
    },
  );
}
