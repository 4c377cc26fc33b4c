import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { ListCache } from './cache/list-cache.js';
import type { EventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import type { ImageQueue } from './media/image-queue.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { MediaStorage } from './media/media-storage.js';
import type { RealtimeGateway } from './realtime/gateway.js';

/** What services need from the app: built once in app.ts. */
export interface ServiceDeps {
  db: Database;
  mailer: Mailer;
  storage: MediaStorage;
  /** Where every decode of an uploaded image runs (DESIGN.md 4), bounded so logins never wait on it. */
  images: ImageQueue;
  events: EventBus;
  /** Durable background work (platform/jobs): handlers are registered before the app is ready. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  jwtSecret: string;
  publicUrl: string;
  /** DESIGN.md 4: who may post (FREE_LISTING_QUOTA) and whether new listings wait for an admin. */
  listingPolicy: { freeListingQuota: number; moderation: 'post' | 'pre'; newAccountListings: number };
  /** Spec section 9's listing list cache; every listing write clears it after its commit. */
  listCache: ListCache;
  /** Who of these people has a socket open, on any instance (the realtime gateway, once it runs). */
  presence?: { onlineAmong(userIds: readonly string[]): Promise<Set<string>> };
  /**
   * Socket events to people's rooms on any instance, and who has a thread on screen (the realtime
   * gateway, once it runs; absent in the CLIs, whose writes then reach sockets at the next load).
   */
  realtime?: Pick<RealtimeGateway, 'toUsers' | 'viewersOf'>;
}

/** Where a request came from, kept with its session and told in the sign-in mail. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}
