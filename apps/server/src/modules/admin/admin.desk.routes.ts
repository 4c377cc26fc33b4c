import {
  adminDashboardSchema,
  API_PATHS,
  approvePremiumBodySchema,
  contactReplyBodySchema,
  adminContactSubmissionListSchema,
  contactSubmissionQuerySchema,
  adminContactSubmissionSchema,
  declinePremiumBodySchema,
  newsletterCampaignListSchema,
  newsletterDraftSchema,
  newsletterPreviewSchema,
  newsletterSubscriberListSchema,
  newsletterSubscriberQuerySchema,
  premiumRequestListSchema,
  premiumRequestQuerySchema,
  premiumRequestSchema,
  successEnvelope,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { errorResponses, ok, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { listSubmissions } from '../contact/contact.service.js';
import {
  listCampaigns,
  listSubscribers,
  previewNewsletter,
  unsubscribeLinkOf,
} from '../newsletter/newsletter.service.js';
import { listPremiumRequests } from '../subscriptions/subscriptions.service.js';
import { changeContactSubmission, replyToContactSubmission } from './admin.contact.js';
import { exportSubscribersCsv, sendNewsletter } from './admin.newsletter.js';
import { approvePremiumRequest, declinePremiumRequest } from './admin.premium.js';
import { dashboardCounts, type Actor } from './admin.service.js';

const PATHS = API_PATHS.admin;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const actorOf = (request: FastifyRequest): Actor => ({ id: authOf(request).user.id, ip: request.ip });

/** Issue 24's admin desk: premium requests, contact messages and the newsletter. Admins only. */
export function registerAdminDeskRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const admin = { preHandler: guard.requireAdmin };
  const refused = errorResponses(400, 401, 403);
  const onOne = errorResponses(400, 401, 403, 404, 409);

  app.get(
    PATHS.dashboard,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'The admin home: listings pending moderation, open reports, unread contact messages, open premium requests, and the users and listings of the last 7 days',
        response: { 200: successEnvelope(adminDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await dashboardCounts(deps)),
  );

  app.get(
    PATHS.premiumRequests,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Premium requests: open ones first (oldest first), then the decided',
        querystring: premiumRequestQuerySchema,
        response: { 200: successEnvelope(premiumRequestListSchema), ...refused },
      },
    },
    async (request) => ok(await listPremiumRequests(deps, request.query)),
  );
  app.post(
    PATHS.approvePremiumRequest,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Approve: premium for `periodDays` (from the end of a running period); the requester is told',
        params: idParams,
        body: approvePremiumBodySchema,
        response: { 200: successEnvelope(premiumRequestSchema), ...onOne },
      },
    },
    async (request) =>
      ok(await approvePremiumRequest(deps, actorOf(request), request.params.id, request.body.periodDays)),
  );
  app.post(
    PATHS.declinePremiumRequest,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Decline with a note the requester reads in their notification',
        params: idParams,
        body: declinePremiumBodySchema,
        response: { 200: successEnvelope(premiumRequestSchema), ...onOne },
      },
    },
    async (request) =>
      ok(await declinePremiumRequest(deps, actorOf(request), request.params.id, request.body.note)),
  );

  app.get(
    PATHS.contactSubmissions,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Contact messages: unread first, then newest; search; the archive with archived=true',
        querystring: contactSubmissionQuerySchema,
        response: { 200: successEnvelope(adminContactSubmissionListSchema), ...refused },
      },
    },
    async (request) => ok(await listSubmissions(deps, request.query)),
  );
  for (const [path, change, summary] of [
    [PATHS.readContactSubmission, 'read', 'Mark a contact message read'],
    [PATHS.archiveContactSubmission, 'archive', 'Archive a contact message (it leaves the inbox)'],
  ] as const) {
    app.post(
      path,
      {
        ...admin,
        schema: {
          tags: ['admin'],
          summary,
          params: idParams,
          response: { 200: successEnvelope(adminContactSubmissionSchema), ...onOne },
        },
      },
      async (request) => ok(await changeContactSubmission(deps, actorOf(request), request.params.id, change)),
    );
  }
  app.post(
    PATHS.replyContactSubmission,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Reply by mail (plain text and HTML) to the person who wrote; the reply is kept',
        params: idParams,
        body: contactReplyBodySchema,
        response: { 200: successEnvelope(adminContactSubmissionSchema), ...onOne },
      },
    },
    async (request) =>
      ok(await replyToContactSubmission(deps, actorOf(request), request.params.id, request.body.message)),
  );

  app.get(
    PATHS.newsletterSubscribers,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Newsletter recipients (footer and accounts, each address once) and counts',
        querystring: newsletterSubscriberQuerySchema,
        response: { 200: successEnvelope(newsletterSubscriberListSchema), ...refused },
      },
    },
    async (request) => ok(await listSubscribers(deps, request.query)),
  );
  app.get(
    PATHS.newsletterExport,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The recipients as CSV (cells that would run as formulas are quoted as text)',
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribersCsv(deps, actorOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.post(
    PATHS.newsletterPreview,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The newsletter as English and Arabic readers will get it',
        body: newsletterDraftSchema,
        response: { 200: successEnvelope(newsletterPreviewSchema), ...refused },
      },
    },
    async (request) => ok(previewNewsletter(request.body, unsubscribeLinkOf(deps))),
  );
  app.get(
    PATHS.newsletterCampaigns,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Newsletters sent, newest first, with how many were mailed',
        response: { 200: successEnvelope(newsletterCampaignListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ok(await listCampaigns(deps)),
  );
  app.post(
    PATHS.newsletterCampaigns,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Send a newsletter: in the background, in batches, each reader in their language',
        body: newsletterDraftSchema,
        response: {
          202: successEnvelope(z.object({ id: z.string(), recipients: z.number().int() })),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(ok(await sendNewsletter(deps, actorOf(request), request.body))),
  );
}
