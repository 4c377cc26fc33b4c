import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@souqna/contracts';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config/config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { registerErrorHandling } from './platform/errors/error-handler.js';
import { EventBus } from './platform/events/event-bus.js';
import { registerDocs } from './platform/http/docs.js';
import { registerSecurity } from './platform/http/security.js';
import { registerSpa } from './platform/http/spa.js';
import { LocalMediaStorage } from './platform/media/local-media-storage.js';
import type { MediaStorage } from './platform/media/media-storage.js';
import { registerMediaRoutes } from './platform/media/media.routes.js';
import { loggerOptions } from './platform/logger.js';

export const APP_VERSION = packageJson.version;

export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  storage: MediaStorage;
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole app on a migrated database: what main.ts serves and what tests inject into. */
export async function buildApp(config: AppConfig, options: { database?: DatabaseHandle } = {}) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  if (!options.database) app.addHook('onClose', () => database.close());
  await database.migrate();

  const storage = new LocalMediaStorage(path.join(config.dataDir, 'media'));
  const events = new EventBus(app.log);
  app.decorate('services', { config, database, storage, events });

  const spaFallback = await registerSpa(app, config.webDistDir);
  registerErrorHandling(app, spaFallback);
  await registerSecurity(app, config);
  await registerDocs(app, APP_VERSION);

  const deps = { db: database.db, events };
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealthRoutes(typed, database, APP_VERSION);
      registerContactRoutes(typed, deps);
      registerNewsletterRoutes(typed, deps);
    },
    { prefix: API_BASE },
  );
  registerMediaRoutes(app, storage);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
