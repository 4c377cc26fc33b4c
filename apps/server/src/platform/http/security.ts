import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { AppError } from '../errors/app-error.js';

export async function registerSecurity(app: FastifyInstance, config: AppConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The inline pre-paint script in index.html sets theme and direction before first paint.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: false });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Routes opt in with `config.rateLimit`; limits are per address and shared through Redis when set.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMIT',
        undefined,
        { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        },
      ),
  });
}
