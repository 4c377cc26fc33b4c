import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
        imgSrc: ["'self'", 'data:', 'blob:'],
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
