import {
  API_PATHS,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  auditLogQuerySchema,
  auditLogSchema,
  deadJobListSchema,
  deadJobQuerySchema,
  exchangeRateHistorySchema,
  retriedJobSchema,
  setExchangeRateBodySchema,
  successEnvelope,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { errorResponses, ok, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  exchangeRateHistory,
  listAuditLog,
  listUsers,
  setExchangeRate,
  setUserDisabled,
  type Actor,
} from './admin.service.js';
import { listDeadLetters, retryDeadLetter } from './admin.jobs.js';

const PATHS = API_PATHS.admin;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const actorOf = (request: FastifyRequest): Actor => ({ id: authOf(request).user.id, ip: request.ip });

/** Issue 24: the admin's tools. Every route is for admins only; every action is audited. */
export function registerAdminRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['admin'];
  const admin = { preHandler: guard.requireAdmin };
  const refused = errorResponses(400, 401, 403);

  app.get(
    PATHS.users,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Users: search name, email, username or phone; filter by role, status, premium',
        querystring: adminUserListQuerySchema,
        response: { 200: successEnvelope(adminUserListSchema), ...refused },
      },
    },
    async (request) => ok(await listUsers(deps, request.query)),
  );

  for (const [path, disabled] of [
    [PATHS.disableUser, true],
    [PATHS.enableUser, false],
  ] as const) {
    app.post(
      path,
      {
        ...admin,
        schema: {
          tags,
          summary: disabled
            ? 'Disable a user: every session ends, login answers ACCOUNT_DISABLED, their listings hide'
            : 'Enable a disabled user again, as they were',
          params: idParams,
          response: { 200: successEnvelope(adminUserSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await setUserDisabled(deps, actorOf(request), request.params.id, disabled)),
    );
  }

  app.get(
    PATHS.auditLog,
    {
      ...admin,
      schema: {
        tags,
        summary: 'The audit log, newest first (read only: no route changes it)',
        querystring: auditLogQuerySchema,
        response: { 200: successEnvelope(auditLogSchema), ...refused },
      },
    },
    async (request) => ok(await listAuditLog(deps, request.query)),
  );

  app.get(
    PATHS.exchangeRates,
    {
      ...admin,
      schema: {
        tags,
        summary: 'The USD→SYP rates ever set, newest first',
        response: { 200: successEnvelope(exchangeRateHistorySchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await exchangeRateHistory(deps)),
  );

  app.post(
    PATHS.exchangeRates,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Set the USD→SYP rate from now on (prices and filters use it at once)',
        body: setExchangeRateBodySchema,
        response: {
          201: successEnvelope(z.object({ id: z.string(), rate: z.number(), effectiveAt: z.string() })),
          ...refused,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await setExchangeRate(deps, actorOf(request), request.body.rate))),
  );

  app.get(
    PATHS.deadLetters,
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Background jobs that spent their attempts (dead letters), latest failure first, with their last error',
        querystring: deadJobQuerySchema,
        response: { 200: successEnvelope(deadJobListSchema), ...refused },
      },
    },
    async (request) => ok(await listDeadLetters(deps, request.query)),
  );

  app.post(
    PATHS.retryDeadLetter,
    {
      ...admin,
      // A retry runs the job's work again: a stolen admin session should not loop it.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Put a dead letter back in the queue with fresh attempts, due now',
        params: idParams,
        response: { 200: successEnvelope(retriedJobSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await retryDeadLetter(deps, actorOf(request), request.params.id)),
  );
}
