import {
  API_ALIASES,
  API_PATHS,
  conversationHiddenSchema,
  conversationPageSchema,
  conversationReportedSchema,
  conversationSchema,
  conversationsQuerySchema,
  createConversationBodySchema,
  legacyMessagePageSchema,
  messageDeletedSchema,
  messageImageParams,
  messageImageQuerySchema,
  MESSAGE_IMAGE_LIMITS,
  photoCaptionSchema,
  messagePageSchema,
  messageReadParams,
  messagesQuerySchema,
  messagingIdParams,
  readMarkSchema,
  reportConversationBodySchema,
  sendDirectMessageBodySchema,
  sendMessageBodySchema,
  sendDirectPhotoBodySchema,
  sentMessageSchema,
  successEnvelope,
  unreadCountSchema,
  type ErrorCode,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accessTokenOf, authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { parseOrThrow } from '../../platform/errors/parse.js';
import { readForm } from '../../platform/http/multipart.js';
import { IMAGE_UPLOAD_LIMITS } from '../../platform/media/image-upload.js';
import { sendStoredMedia } from '../../platform/media/media.routes.js';
import { messageImageKey } from './messaging.photos.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { registerBlockRoutes } from './messaging.blocks.routes.js';
import { registerOfferRoutes } from './messaging.offers.routes.js';
import {
  conversationMessages,
  createConversation,
  deleteOwnMessage,
  hideConversationForMe,
  listConversations,
  markMessageRead,
  reportConversation,
  sendDirectMessage,
  sendMessage,
  unreadCount,
  type MessagingDeps,
} from './messaging.service.js';

const PATHS = API_PATHS.messages;
const tags = ['messages'];

// Per address, generous: many people share one carrier NAT; each sender's own budget
// (a burst of 20, then one a second) is what holds a spammer back.
const WRITE_LIMIT = { rateLimit: { max: 300, timeWindow: '1 minute' } };

export function registerMessagingRoutes(app: AppInstance, deps: MessagingDeps, guard: AuthGuard) {
  /** Signed in, or the spec's own words for what a visitor tried (section 5 "Messaging"). */
  const signedInTo = (code: ErrorCode) => async (request: FastifyRequest) => {
    if (!accessTokenOf(request.headers)) throw new AppError(code);
    await guard.requireUser(request);
  };
  const toSend = signedInTo('MESSAGE_LOGIN_REQUIRED');
  const toOpen = signedInTo('CONVERSATION_LOGIN_REQUIRED');
  const userOf = (request: FastifyRequest) => authOf(request).user;

  app.get(
    PATHS.conversations,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s conversations, newest activity first',
        description:
          'DESIGN.md 3’s page (`page`, `limit` of 1-100, 20 by default), and the same page again under `data` for the client that reads `data.data.items`. Each item has the other participant (public fields, privacy respected), the listing (title, image, price, status), the last message and the caller’s unread count. `nextCursor` pages on by keyset.',
        querystring: conversationsQuerySchema,
        response: { 200: successEnvelope(conversationPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listConversations(deps, userOf(request), request.query)),
  );

  app.get(
    PATHS.unreadCount,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'How many messages the signed-in user has not read, over all their conversations',
        description:
          'The top bar’s badge: `count` sums the unread messages of every conversation the caller sees (hidden ones are left out until a new message brings them back); `conversations` is how many of them hold any.',
        response: { 200: successEnvelope(unreadCountSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await unreadCount(deps, userOf(request))),
  );

  app.post(
    PATHS.conversations,
    {
      preHandler: toOpen,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Open a conversation (or find the one that exists) and send its first message',
        description:
          '`participantIds` (the caller may be among them) or `receiverId`: exactly one other person. With `listingId`, one conversation per listing and pair: writing again returns the same one (200; 201 when opened). Refused: the caller alone (MESSAGE_TO_SELF), a blocked pair (MESSAGING_BLOCKED), a person who takes no messages (MESSAGING_NOT_ALLOWED), a listing no longer active (LISTING_NOT_ACTIVE), a new account past its daily number of new conversations (CONVERSATION_LIMIT).',
        body: createConversationBodySchema,
        response: {
          200: successEnvelope(conversationSchema),
          201: successEnvelope(conversationSchema),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await createConversation(deps, userOf(request), request.body);
      return reply.status(created ? 201 : 200).send(ok(conversation));
    },
  );

  /**
   * A send as JSON, or multipart with up to 5 photos as any file parts; with photos the text may
   * be empty. `withPhotos` is the body's schema then, `json` its schema without.
   */
  const messageFormOf = async <J extends z.ZodType<object>, P extends z.ZodType<object>>(
    request: FastifyRequest,
    json: J,
    withPhotos: P,
  ) => {
    const form = await readForm(request, {
      maxFileBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
      maxFiles: MESSAGE_IMAGE_LIMITS.maxFiles,
    });
    const fields: z.output<J> | z.output<P> =
      form.files.length > 0 ? parseOrThrow(withPhotos, form.fields) : parseOrThrow(json, form.fields);
    return { ...fields, files: form.files };
  };
  const photosPart = `or multipart: the same fields and up to ${MESSAGE_IMAGE_LIMITS.maxFiles} photos as any file parts, checked and converted as listing photos are (JPEG, PNG, WebP or AVIF, ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB each); with photos the text may be empty`;
  const sendErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503);

  const sendDirectOptions = (summary: string) => ({
    preHandler: toSend,
    config: WRITE_LIMIT,
    schema: {
      tags,
      summary,
      description: `JSON \`{recipientId, content, listingId?}\`, ${photosPart}. Finds or opens the conversation with \`recipientId\` (about \`listingId\` when given) and stores the message there; every refusal comes before any photo is decoded. \`data\` is the message (the web reads it so) with \`message\` and \`conversation\` beside it (the mobile app reads \`data.message\`).`,
      response: { 201: successEnvelope(sentMessageSchema), ...sendErrors },
    },
  });
  for (const [path, summary] of [
    [PATHS.send, 'Send a message to a person (JSON, or multipart with up to 5 photos)'],
    [API_ALIASES.sendMessage, 'Send a message to a person (the mobile app’s path)'],
  ] as const) {
    app.post(path, sendDirectOptions(summary), async (request, reply) => {
      const form = await messageFormOf(request, sendDirectMessageBodySchema, sendDirectPhotoBodySchema);
      const { sent } = await sendDirectMessage(deps, userOf(request), form);
      return reply.status(201).send(ok(sent));
    });
  }

  app.delete(
    PATHS.conversation,
    {
      preHandler: guard.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Delete a conversation for the caller only',
        description:
          'The other participant keeps it. It comes back, from that message on, when a new message arrives.',
        params: messagingIdParams,
        response: { 200: successEnvelope(conversationHiddenSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await hideConversationForMe(deps, userOf(request), request.params.id)),
  );

  app.get(
    PATHS.conversationMessages,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'A page of a conversation’s messages, newest first',
        description:
          '`nextCursor` asks for older ones. A conversation the caller takes no part in is 404, as one that does not exist.',
        params: messagingIdParams,
        querystring: messagesQuerySchema,
        response: { 200: successEnvelope(messagePageSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await conversationMessages(deps, userOf(request), request.params.id, request.query)),
  );

  app.post(
    PATHS.conversationMessages,
    {
      preHandler: toSend,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Send a message in a conversation (JSON, or multipart with up to 5 photos)',
        description: `JSON \`{content}\` (up to 2,000 characters), ${photosPart}. A message that asks for payment in advance, names a money-transfer service, links off the platform or pushes to another messenger with a number is delivered with \`safety\` set, never refused.`,
        params: messagingIdParams,
        response: {
          201: successEnvelope(sentMessageSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await sendMessage(
              deps,
              userOf(request),
              request.params.id,
              await messageFormOf(request, sendMessageBodySchema, photoCaptionSchema),
            ),
          ),
        ),
  );

  app.get(
    PATHS.image,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'A message’s photo, for the two people of its thread only',
        description:
          '`size`: thumbnail (320 px wide), card (640) or full (1,600; the default). Anyone else, and a deleted message, gets 404. Cached by the asker’s browser only (`private`).',
        params: messageImageParams,
        querystring: messageImageQuerySchema,
        response: { ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const key = await messageImageKey(deps, userOf(request), id, imageId, request.query.size);
      return sendStoredMedia(reply, deps.storage, key, 'private');
    },
  );

  app.put(
    PATHS.read,
    {
      preHandler: guard.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Mark a message and every older one of the conversation read',
        params: messageReadParams,
        response: { 200: successEnvelope(readMarkSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      ok(await markMessageRead(deps, userOf(request), request.params.id, request.params.messageId)),
  );

  app.post(
    PATHS.report,
    {
      preHandler: guard.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Report a conversation to the admins',
        description: 'One open report per person and conversation (409 DUPLICATE_CONVERSATION_REPORT).',
        params: messagingIdParams,
        body: reportConversationBodySchema,
        response: {
          201: successEnvelope(conversationReportedSchema),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await reportConversation(deps, userOf(request), request.params.id, request.body))),
  );

  app.get(
    PATHS.one,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'A conversation’s messages as the old clients read them (marks them read)',
        description:
          'The page of `GET /messages/conversations/{id}/messages` in `data`, and `messages` (oldest first within the page), `page` and `limit` at the top level, as the old backend answered. Opening it marks the conversation read, as there.',
        params: messagingIdParams,
        querystring: messagesQuerySchema,
        response: { 200: legacyMessagePageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const data = await conversationMessages(deps, userOf(request), request.params.id, request.query, {
        markAsRead: true,
      });
      return {
        success: true as const,
        data,
        messages: [...data.items].reverse(),
        page: data.page,
        limit: data.limit,
      };
    },
  );

  app.delete(
    PATHS.one,
    {
      preHandler: guard.requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Delete one’s own message',
        description: 'It stays in the thread as deleted, without its text. Only its sender may delete it.',
        params: messagingIdParams,
        response: { 200: successEnvelope(messageDeletedSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ok(await deleteOwnMessage(deps, userOf(request), request.params.id)),
  );

  registerOfferRoutes(app, deps, guard);
  registerBlockRoutes(app, deps, guard);
}
