import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@souqna/contracts';
import { APP_VERSION } from './config/app-info.js';
import type { AppConfig } from './config/config.js';
import { openAppDatabase } from './app-database.js';
import type { DatabaseHandle } from './db/client.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerAuthAccountRoutes } from './modules/auth/auth.account.routes.js';
import { resolveSession } from './modules/auth/auth.sessions.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { registerListingsRoutes } from './modules/listings/listings.routes.js';
import { registerListingLifecycle } from './modules/listings/listings.lifecycle.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerDiscoverRoutes } from './modules/listings/listings.discover.routes.js';
import { registerFavoritesRoutes } from './modules/favorites/favorites.routes.js';
import { registerSavedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { registerListingsSeo } from './modules/listings/listings.seo.js';
import { registerBrowsePages } from './modules/search/search.pages.js';
import { registerSubscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { registerReferenceRoutes } from './modules/reference/reference.routes.js';
import { registerExchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes.js';
import { registerLocationsRoutes } from './modules/locations/locations.routes.js';
import { registerVehiclesRoutes } from './modules/vehicles/vehicles.routes.js';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes.js';
import { createUserBudget } from './platform/rate-limit/user-budget.js';
import { RealtimeGateway } from './platform/realtime/gateway.js';
import { registerLegacySocket } from './modules/messaging/messaging.legacy-socket.js';
import { registerMessagingListeners } from './modules/messaging/messaging.listeners.js';
import { registerNotificationListeners } from './modules/notifications/notifications.listeners.js';
import { registerSavedSearchAlerts } from './modules/saved-searches/saved-searches.alerts.js';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerAdminDeskRoutes } from './modules/admin/admin.desk.routes.js';
import { registerUnsubscribeRoutes } from './modules/unsubscribe/unsubscribe.routes.js';
import { registerAdminModerationRoutes } from './modules/admin/admin.moderation.routes.js';
import { registerAdminPeopleRoutes } from './modules/admin/admin.people.routes.js';
import { createAuthGuard } from './platform/auth/auth-guard.js';
import { registerErrorHandling } from './platform/errors/error-handler.js';
import { createListCache } from './platform/cache/create-list-cache.js';
import type { ClosableListCache } from './platform/cache/list-cache.js';
import { EventBus } from './platform/events/event-bus.js';
import { registerCompression } from './platform/http/compression.js';
import { registerCsrfGuard } from './platform/http/csrf.js';
import { registerEtags } from './platform/http/etag.js';
import { registerDocs } from './platform/http/docs.js';
import { registerDrain } from './platform/http/drain.js';
import { registerSecurity } from './platform/http/security.js';
import { requestValidatorCompiler } from './platform/http/validation.js';
import { loadWebBuild, registerSpa } from './platform/http/spa.js';
import { LocalMediaStorage } from './platform/media/local-media-storage.js';
import { ImageQueue } from './platform/media/image-queue.js';
import { settleStagedMedia } from './platform/media/media-changes.js';
import { listingMediaReferences } from './modules/listings/listings.media.js';
import { avatarReferences } from './modules/users/users.avatar.js';
import { messageMediaReferences } from './modules/messaging/messaging.photos.js';
import type { MediaStorage } from './platform/media/media-storage.js';
import { registerMediaRoutes } from './platform/media/media.routes.js';
import { loggerOptions } from './platform/logger.js';
import { registerMultipart } from './platform/http/multipart.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { createJobQueue } from './platform/jobs/create-job-queue.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { ServiceDeps } from './platform/service-deps.js';

export { APP_VERSION };

/** What every module may use; built once per app and reachable as `app.services`. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  storage: MediaStorage;
  images: ImageQueue;
  events: EventBus;
  mailer: Mailer;
  /** The socket gateway, once built (the realtime bench emits through it). */
  realtime?: RealtimeGateway;
  jobs: JobQueue;
}

/** Replaceable pieces: tests hand in their own database; everything else defaults to the real one. */
export interface AppDeps {
  /** An open database the caller owns (and closes); by default one is opened from the config. */
  database?: DatabaseHandle;
  storage?: MediaStorage;
  /** A listing list cache the caller owns (and closes); by default one is built from the config. */
  listCache?: ClosableListCache;
  /** Told of every route as it is added: tests walk them all, so a new route is covered by itself. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

// JSON bodies stay small; uploads (multipart) get their own, larger limit where they are accepted.
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole app on a migrated database: what main.ts serves and what tests inject into. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}) {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    // While draining (platform/http/drain.ts), a request on a kept-alive connection is served
    // with `Connection: close`, not refused with a 503 its client would count as failed.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDrain(app);
  // The id in every log line is the one a user can quote from an error or a response header.
  app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));

  const database =
    deps.database ??
    (await openAppDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
    }));
  try {
    await database.migrate();
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
  if (!deps.database) app.addHook('onClose', () => database.close());

  const storage = deps.storage ?? new LocalMediaStorage(config.mediaDir, config.mediaPublicUrl);
  // Before any request: files a crash left half-written or half-removed are settled by the rows.
  await settleStagedMedia(
    storage,
    {
      listings: listingMediaReferences(database.db),
      avatars: avatarReferences(database.db),
      messages: messageMediaReferences(database.db),
    },
    app.log,
  );
  const images = new ImageQueue(config.imageQueue);
  const events = new EventBus(app.log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log);
  app.addHook('onClose', async () => mailer.close());
  const jobs = createJobQueue(database, app.log, config.jobsPollMs);
  // Workers start once every module has registered its handlers, and stop (running jobs finish)
  // before the database closes.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  app.decorate('services', { config, database, storage, images, events, mailer, jobs });
  app.decorateRequest('auth', null);

  const web = loadWebBuild(config.webDistDir);
  // Before any route: the plugin hooks each route as it is added.
  await registerCompression(app);
  registerEtags(app);
  await registerSecurity(app, config, { inlineScriptHashes: web.inlineScriptHashes });
  registerCsrfGuard(app, config.allowedOrigins);
  registerErrorHandling(app, await registerSpa(app, web));
  await registerDocs(app, APP_VERSION);
  await registerMultipart(app);

  const moduleDeps = { db: database.db, events };
  const listCache =
    deps.listCache ?? createListCache({ redisUrl: config.redisUrl, version: APP_VERSION, log: app.log });
  if (!deps.listCache) app.addHook('onClose', () => listCache.close());
  const services: ServiceDeps = {
    db: database.db,
    mailer,
    storage,
    images,
    events,
    jobs,
    log: app.log,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    listingPolicy: {
      freeListingQuota: config.freeListingQuota,
      moderation: config.moderation,
      newAccountListings: config.newAccountListings,
    },
    listCache,
  };
  const guard = createAuthGuard({ resolveSession: (token) => resolveSession(services, token) });
  const sendBudget = createUserBudget({
    redisUrl: config.redisUrl,
    prefix: `${config.redisPrefix}message-budget:`,
    shape: { burst: 20, refillMs: 1000 },
  });
  app.addHook('onClose', () => sendBudget.close());
  const realtime = new RealtimeGateway(app.server, {
    authenticate: async (token) => {
      const auth = await resolveSession(services, token);
      return { userId: auth.user.id, sessionId: auth.sessionId };
    },
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: app.log,
  });
  realtime.followSessions(events);
  services.presence = realtime;
  app.services.realtime = realtime;
  services.realtime = realtime;
  registerMessagingListeners(services, realtime);
  registerNotificationListeners(services);
  registerSavedSearchAlerts(services);
  const messagingDeps = { ...services, messaging: { sendBudget, ...config.messaging } };
  registerLegacySocket(messagingDeps, realtime);
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', () => realtime.close());
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealthRoutes(typed, database, APP_VERSION);
      registerContactRoutes(typed, moduleDeps);
      registerNewsletterRoutes(typed, services);
      registerReferenceRoutes(typed);
      registerExchangeRateRoutes(typed, services);
      registerLocationsRoutes(typed);
      registerVehiclesRoutes(typed);
      registerAuthRoutes(typed, services, guard);
      registerAuthAccountRoutes(typed, services, guard);
      registerUsersRoutes(typed, services, guard);
      registerListingsRoutes(typed, services, guard);
      registerListingLifecycle(typed, services, guard);
      registerSearchRoutes(typed, services, guard);
      registerDiscoverRoutes(typed, services);
      registerFavoritesRoutes(typed, services, guard);
      registerSavedSearchesRoutes(typed, services, guard);
      registerSubscriptionsRoutes(typed, services, guard);
      registerMessagingRoutes(typed, messagingDeps, guard);
      registerNotificationsRoutes(typed, services, guard);
      registerUnsubscribeRoutes(typed, services);
      registerAdminRoutes(typed, services, guard);
      registerAdminDeskRoutes(typed, services, guard);
      registerAdminModerationRoutes(typed, services, guard);
      registerAdminPeopleRoutes(typed, services, guard);
    },
    { prefix: API_BASE },
  );
  registerMediaRoutes(app, storage);
  registerListingsSeo(app, services, web);
  registerBrowsePages(app, services, web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
