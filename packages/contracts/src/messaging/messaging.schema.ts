import { z } from 'zod';
import { CURRENCIES, LISTING_STATUSES, REPORT_REASONS } from '../enums/listing.js';
import { integerLike, numberLike } from '../common/numbers.js';
import { PAGE_SIZE } from '../common/pagination.js';
import { requiredText, storableString } from '../common/validation.js';
import { SAFETY_HINT_KINDS } from './safety-hints.js';

/** The longest message a person may send (issue 22). */
export const MESSAGE_MAX_LENGTH = 2000;

const uuid = z.uuid('invalidFormat');
const messageText = requiredText(MESSAGE_MAX_LENGTH, 'messageRequired');

/** `page`/`limit` as the spec's clients send them (20 by default), or an opaque `cursor`. */
const pageQuery = (defaultLimit: number) =>
  z.object({
    page: integerLike.pipe(z.number().int().min(1).max(10_000)).default(1),
    limit: integerLike.pipe(z.number().int().min(1).max(PAGE_SIZE.max)).default(defaultLimit),
    /** `nextCursor` of the previous page: the keyset way on, page is then ignored. */
    cursor: storableString.max(200, 'tooLong').optional(),
  });

export const conversationsQuerySchema = pageQuery(PAGE_SIZE.conversations);
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;
export const messagesQuerySchema = pageQuery(PAGE_SIZE.messages);
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/**
 * `POST /api/messages/conversations`: the spec's `participantIds` (the caller may be among them)
 * or the mobile app's `receiverId` (api-compat.md 9.8); exactly one other person.
 */
export const createConversationBodySchema = z
  .object({
    participantIds: z.array(uuid).min(1).max(2).optional(),
    receiverId: uuid.optional(),
    initialMessage: messageText.optional(),
    listingId: uuid.optional(),
  })
  .refine((body) => body.participantIds !== undefined || body.receiverId !== undefined, {
    error: 'required',
    path: ['participantIds'],
  });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

/** `POST /api/messages` (and the mobile app's `/messages/listings/messages`): finds or opens the thread. */
export const sendDirectMessageBodySchema = z.object({
  recipientId: uuid,
  content: messageText,
  listingId: uuid.optional(),
});
export type SendDirectMessageBody = z.infer<typeof sendDirectMessageBodySchema>;

/** Issue 22: photos in a message go through the listings' pipeline; five at most. */
export const MESSAGE_IMAGE_LIMITS = { maxFiles: 5 } as const;

/**
 * The text beside a message's photos (multipart): optional, since a message may be photos only;
 * without photos the text is required as in `sendMessageBodySchema`.
 */
export const photoCaptionSchema = z.object({
  content: storableString.trim().max(MESSAGE_MAX_LENGTH, 'tooLong').default(''),
});

/** `POST /api/messages` as multipart: its fields, the text optional beside photos. */
export const sendDirectPhotoBodySchema = sendDirectMessageBodySchema.extend(photoCaptionSchema.shape);

/** One photo of a message: its size, so the thread reserves its box before it loads. */
export const messageImageSchema = z.object({
  id: z.string(),
  width: z.number(),
  height: z.number(),
  /** Served to the thread's two participants only (signed-in route, not the public media). */
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type MessageImage = z.infer<typeof messageImageSchema>;

/** `POST /api/messages/conversations/{id}/messages`. */
export const sendMessageBodySchema = z.object({
  content: messageText,
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const OFFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** `POST /api/messages/conversations/{id}/offers`: a price for the thread's listing, with a note. */
export const sendOfferBodySchema = z.object({
  amount: numberLike.pipe(z.number().positive('tooSmall').max(1e12, 'tooBig')),
  currency: z.enum(CURRENCIES),
  content: storableString.trim().max(MESSAGE_MAX_LENGTH, 'tooLong').optional(),
});
export type SendOfferBody = z.infer<typeof sendOfferBodySchema>;

/** `PUT /api/messages/conversations/{id}/offers/{messageId}`: the seller's one tap. */
export const answerOfferBodySchema = z.object({ answer: z.enum(['accept', 'decline']) });
export type AnswerOfferBody = z.infer<typeof answerOfferBodySchema>;

export const messageOfferSchema = z.object({
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(OFFER_STATUSES),
});

export const messageSafetySchema = z.object({
  /** Why the message was flagged; the web shows the warning above it, never instead of it. */
  reasons: z.array(z.enum(SAFETY_HINT_KINDS)),
  /** The warning in the viewer's language. */
  warning: z.string(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** The other participant (the old backend's field; one-to-one threads only). */
  recipientId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  /** For the sender: the other side has read it; for the receiver: they have. */
  read: z.boolean(),
  /** Deleted by its sender: content is empty and the thread shows that a message was here. */
  deleted: z.boolean(),
  safety: messageSafetySchema.nullable(),
  kind: z.enum(['text', 'offer']),
  offer: messageOfferSchema.nullable(),
  /** Its photos (none once deleted). */
  images: z.array(messageImageSchema),
});
export type Message = z.infer<typeof messageSchema>;

/** The other person in a thread: public fields only, as their privacy settings allow. */
export const conversationParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().optional(),
  profilePicture: z.string().nullable(),
  privateProfile: z.boolean(),
  allowMessaging: z.boolean().optional(),
  /** Only when they show their online status (settings); null otherwise. */
  lastActiveAt: z.string().nullable().optional(),
  /** Connected right now; null when they hide their online status, absent for a closed account. */
  online: z.boolean().nullable().optional(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

/** What a thread shows of the listing it is about; status even when it is no longer active. */
export const conversationListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(LISTING_STATUSES),
  userId: z.string(),
  image: z.string().nullable(),
});

export const conversationSchema = z.object({
  id: z.string(),
  listingId: z.string().nullable(),
  listing: conversationListingSchema.nullable(),
  participants: z.array(conversationParticipantSchema),
  otherParticipant: conversationParticipantSchema.nullable(),
  lastMessage: messageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  unreadCount: z.number().int(),
  /** The caller blocked the other participant, or was blocked: the composer stays closed. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const conversationPageFields = {
  items: z.array(conversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
};
/**
 * DESIGN.md 3's page, and the same page once more under `data` for the client that reads
 * `data.data.items` (spec section 7, "another reading").
 */
export const conversationPageSchema = z.object({
  ...conversationPageFields,
  data: z.object(conversationPageFields),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const messagePageSchema = z.object({
  /** Newest first; `nextCursor` asks for the older ones. */
  items: z.array(messageSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
  conversation: conversationSchema,
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `GET /api/messages/{id}` as the old backend answered it: `messages` at the top level too. */
export const legacyMessagePageSchema = z.object({
  success: z.literal(true),
  data: messagePageSchema,
  /** Oldest first within the page, as the old clients read it (api-compat.md 4). */
  messages: z.array(messageSchema),
  page: z.number().int(),
  limit: z.number().int(),
});

/** A sent message with its thread: the web reads `data` as the message, mobile `data.message`. */
export const sentMessageSchema = messageSchema.extend({
  message: messageSchema,
  conversation: conversationSchema,
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const readMarkSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  readAt: z.string(),
  unreadCount: z.number().int(),
});
export type ReadMark = z.infer<typeof readMarkSchema>;

/** The top bar's badge: unread messages over all the caller's visible conversations. */
export const unreadCountSchema = z.object({
  count: z.number().int(),
  /** How many conversations hold them. */
  conversations: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const conversationHiddenSchema = z.object({ id: z.string(), message: z.string() });
export const messageDeletedSchema = z.object({ id: z.string(), message: z.string() });

export const reportConversationBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: storableString.trim().max(1000, 'tooLong').optional(),
});
export type ReportConversationBody = z.infer<typeof reportConversationBodySchema>;
export const conversationReportedSchema = z.object({ id: z.string(), message: z.string() });

export const blockedUserSchema = z.object({
  user: conversationParticipantSchema,
  blockedAt: z.string(),
});
export const blockedUsersSchema = z.object({ items: z.array(blockedUserSchema) });
export type BlockedUsers = z.infer<typeof blockedUsersSchema>;
export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

export const messagingIdParams = z.object({ id: uuid });
export const messageReadParams = z.object({ id: uuid, messageId: uuid });
export const offerParams = messageReadParams;
export const messageImageParams = z.object({ id: uuid, imageId: uuid });
export const messageImageQuerySchema = z.object({
  size: z.enum(['thumbnail', 'card', 'full']).default('full'),
});
