import { MemoryListCache } from '../platform/cache/memory-list-cache.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import type { TestApp } from './build-test-app.js';

/** What a module's service is handed in the app: the test app's own pieces, and a fresh list cache. */
export const testServiceDeps = (t: TestApp): ServiceDeps => ({
  db: t.db,
  mailer: t.app.services.mailer,
  storage: t.storage,
  images: t.app.services.images,
  events: t.app.services.events,
  jobs: t.app.services.jobs,
  realtime: t.app.services.realtime,
  log: t.app.log,
  jwtSecret: t.config.jwtSecret,
  publicUrl: t.config.publicUrl,
  listingPolicy: {
    freeListingQuota: t.config.freeListingQuota,
    moderation: t.config.moderation,
    newAccountListings: t.config.newAccountListings,
  },
  listCache: new MemoryListCache(),
});
