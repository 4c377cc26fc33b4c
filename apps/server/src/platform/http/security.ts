import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { API_ALIAS_OF, API_BASE } from '@souqna/contracts';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { AppError } from '../errors/app-error.js';

export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  web: { inlineScriptHashes: readonly string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The built SPA's scripts are files of our own, plus the hashed pre-paint script of index.html.
        scriptSrc: ["'self'", ...web.inlineScriptHashes],
        // React and the component library set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Media URLs are absolute (PUBLIC_URL's, or a CDN's): the page may be opened under
        // another name of this server (a LAN address) and still show them.
        imgSrc: ["'self'", 'data:', 'blob:', new URL(config.mediaPublicUrl).origin],
        // ws:/wss: for the realtime socket.
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Local installs serve plain http; forcing https there would break every page.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  // The SPA is served from the same origin, so no cross-origin access is granted by default.
  await app.register(cors, { origin: false });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Before the plugin's own hook sees the routes: see shareBudgetsOfAliases.
  shareBudgetsOfAliases(app);
  // Routes opt in with `config.rateLimit`; counted per address, shared through Redis when set so
  // several instances behind a load balancer enforce one limit.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'souqna-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        'RATE_LIMIT',
        undefined,
        { retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      );
    },
  });
}

/** A route's logical name: its method and main path, whichever alias of it was called. */
function budgetName(route: RouteOptions) {
  const path = route.url.startsWith(API_BASE) ? route.url.slice(API_BASE.length) : route.url;
  const main = (API_ALIAS_OF as Record<string, string>)[path] ?? path;
  return `${String(route.method)} ${API_BASE}${main}`;
}

/**
 * @fastify/rate-limit counts each path on its own, and its `groupId` shares nothing across paths
 * (fastify-rate-limit#463), so `/auth/forgot-password` would get a budget beside
 * `/auth/password-reset/request`'s. Every route's `config.rateLimit` therefore becomes one limiter
 * per logical route (method and main path, API_ALIAS_OF), which its aliases share, in process or
 * in Redis alike.
 */
function shareBudgetsOfAliases(app: FastifyInstance) {
  const limiters = new Map<string, onRequestHookHandler>();
  app.addHook('onRoute', (route) => {
    const { rateLimit: options, ...config } = (route.config ?? {}) as { rateLimit?: RateLimitOptions };
    if (!options) return;
    const name = budgetName(route);
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.rateLimit({
        ...options,
        keyGenerator: (request) => `${name}|${normalizeIP(request.ip)}`,
      });
      limiters.set(name, limiter);
    }
    // A fresh config object: aliases registered in a loop share the one they were given.
    route.config = config;
    route.onRequest = [limiter, ...[route.onRequest ?? []].flat()];
  });
}
