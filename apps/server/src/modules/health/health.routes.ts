import { API_PATHS, healthResponseSchema, successEnvelope } from '@souqna/contracts';
import type { DatabaseHandle } from '../../db/client.js';
import { pingDatabase } from '../../db/client.js';
import type { AppInstance } from '../../platform/http/route-types.js';
import { errorResponses } from '../../platform/http/route-types.js';

const startedAt = Date.now();

export function registerHealthRoutes(app: AppInstance, database: DatabaseHandle, version: string) {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: successEnvelope(healthResponseSchema),
          503: successEnvelope(healthResponseSchema),
          ...errorResponses(500),
        },
      },
    },
    async (_request, reply) => {
      const up = await pingDatabase(database.db);
      return reply.status(up ? 200 : 503).send({
        success: true as const,
        data: {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: up ? ('up' as const) : ('down' as const),
          driver: database.driver,
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        },
      });
    },
  );
}
