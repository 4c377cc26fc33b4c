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
          'Every response is `{ success: true, data }` or `{ success: false, error: { code, message, details? } }`. Signed-in calls take the access token as `Authorization: Bearer`, else the `session_token` cookie that login, email verification and refresh set; a POST, PUT, PATCH or DELETE signed in by cookie must come from an allowed origin (`Origin`/`Referer`), else 403 `CSRF_ORIGIN_REJECTED`.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}${API_PATHS.docs}` });
}
