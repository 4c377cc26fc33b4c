import {
  API_PATHS,
  adminUserDetailSchema,
  bulkDismissReportsBodySchema,
  bulkDismissResultSchema,
  changeRoleBodySchema,
  grantPremiumBodySchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  resolveReportsBodySchema,
  resolveReportsResultSchema,
  successEnvelope,
  warnUserBodySchema,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { errorResponses, ok, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  changeRole,
  dismissReports,
  reportQueue,
  resolveReports,
  setPremium,
  userDetail,
  warnUser,
} from './admin.people.js';
import type { Actor } from './admin.service.js';

const PATHS = API_PATHS.admin;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const actorOf = (request: FastifyRequest): Actor => ({ id: authOf(request).user.id, ip: request.ip });

/** Issue 24: one person's record and the actions on it, and the reports queue. Admins only, audited. */
export function registerAdminPeopleRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const admin = { preHandler: guard.requireAdmin };
  const tags = ['admin'];
  const onUser = { 200: successEnvelope(adminUserDetailSchema), ...errorResponses(400, 401, 403, 404) };

  app.get(
    PATHS.user,
    {
      ...admin,
      schema: {
        tags,
        summary: "A user's profile, newest listings, reports against them, warnings and live sessions",
        params: idParams,
        response: onUser,
      },
    },
    async (request) => ok(await userDetail(deps, request.params.id)),
  );
  app.post(
    PATHS.warnUser,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Warn a user: an ACCOUNT_WARNING notification with these words, kept on their record',
        params: idParams,
        body: warnUserBodySchema,
        response: onUser,
      },
    },
    async (request) => ok(await warnUser(deps, actorOf(request), request.params.id, request.body.message)),
  );
  app.post(
    PATHS.userRole,
    {
      ...admin,
      schema: {
        tags,
        summary: "Change a user's role (not one's own)",
        params: idParams,
        body: changeRoleBodySchema,
        response: onUser,
      },
    },
    async (request) => ok(await changeRole(deps, actorOf(request), request.params.id, request.body.role)),
  );
  app.post(
    PATHS.userPremium,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Grant premium for `days`, from now or from the end of a period still running',
        params: idParams,
        body: grantPremiumBodySchema,
        response: onUser,
      },
    },
    async (request) => ok(await setPremium(deps, actorOf(request), request.params.id, request.body.days)),
  );
  app.delete(
    PATHS.userPremium,
    {
      ...admin,
      schema: { tags, summary: "End a user's premium now", params: idParams, response: onUser },
    },
    async (request) => ok(await setPremium(deps, actorOf(request), request.params.id, null)),
  );

  app.get(
    PATHS.reports,
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Listing and conversation reports, one row a target (count, reasons, first and last report), open first',
        querystring: reportQueueQuerySchema,
        response: { 200: successEnvelope(reportQueueSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await reportQueue(deps, request.query)),
  );
  app.post(
    PATHS.resolveReports,
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Decide a target's open reports: dismiss, remove the listing, warn or disable the person reported; reporters are told",
        body: resolveReportsBodySchema,
        response: {
          200: successEnvelope(resolveReportsResultSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ok(await resolveReports(deps, authOf(request).user, actorOf(request), request.body)),
  );
  app.post(
    PATHS.dismissReports,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Dismiss the open reports of several targets; ones decided meanwhile are skipped',
        body: bulkDismissReportsBodySchema,
        response: { 200: successEnvelope(bulkDismissResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await dismissReports(deps, actorOf(request), request.body.targets)),
  );
}
