import {
  API_PATHS,
  answerOfferBodySchema,
  messageSchema,
  messagingIdParams,
  offerParams,
  sendOfferBodySchema,
  sentMessageSchema,
  successEnvelope,
} from '@souqna/contracts';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { answerOfferMessage, sendOffer } from './messaging.offers.js';
import type { MessagingDeps } from './messaging.service.js';

const tags = ['messages'];

export function registerOfferRoutes(app: AppInstance, deps: MessagingDeps, guard: AuthGuard) {
  const config = { rateLimit: { max: 300, timeWindow: '1 minute' } };
  app.post(
    API_PATHS.messages.offers,
    {
      preHandler: guard.requireUser,
      config,
      schema: {
        tags,
        summary: 'Make an offer for the conversation’s listing',
        description:
          'An amount in SYP or USD with an optional note, sent as a message (`kind: offer`, `offer.status: pending`). Only the participant who does not own the listing, while it is active (403 OFFER_NOT_ALLOWED). Counts against the sender’s message budget.',
        params: messagingIdParams,
        body: sendOfferBodySchema,
        response: { 201: successEnvelope(sentMessageSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await sendOffer(deps, authOf(request).user, request.params.id, request.body))),
  );
  app.put(
    API_PATHS.messages.offer,
    {
      preHandler: guard.requireUser,
      config,
      schema: {
        tags,
        summary: 'Accept or decline an offer',
        description:
          'The listing’s owner answers once (`accept` or `decline`); both sides get `message:updated`. 403 OFFER_NOT_ANSWERABLE for the buyer, 409 OFFER_ALREADY_ANSWERED.',
        params: offerParams,
        body: answerOfferBodySchema,
        response: { 200: successEnvelope(messageSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      ok(
        await answerOfferMessage(
          deps,
          authOf(request).user,
          request.params.id,
          request.params.messageId,
          request.body,
        ),
      ),
  );
}
