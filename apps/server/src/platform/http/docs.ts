import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE, API_PATHS } from '@souqna/contracts';

/** OpenAPI generated from the same zod schemas that validate requests and shape responses. */
export async function registerDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souqna API',
        description:
          'Every response is `{ success: true, data }` or `{ success: false, error: { code, message, details? } }`.',
        version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}${API_PATHS.docs}` });
}
