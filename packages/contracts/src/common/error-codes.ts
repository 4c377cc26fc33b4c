/**
 * Every error code the API answers with (spec section 8 plus the general ones) and its HTTP status.
 * The messages are in ./errors.ts, apart: the web needs the codes in its first load, not the
 * English texts it translates anyway.
 */
export const ERROR_STATUSES = {
  // general
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** An unsafe request signed in by cookie came from a page of another origin (docs/security.md 8). */
  CSRF_ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  DUPLICATE_ENTRY: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMIT: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // auth (spec section 8)
  INVALID_CREDENTIALS: 401,
  USER_NOT_FOUND: 404,
  EMAIL_EXISTS: 409,
  USERNAME_EXISTS: 409,
  ACCOUNT_LOCKED: 423,
  UNLOCK_LINK_INVALID: 400,
  /** A mail's unsubscribe link this server did not sign (forged, cut or altered). */
  UNSUBSCRIBE_LINK_INVALID: 400,
  ACCOUNT_DISABLED: 403,
  EMAIL_NOT_VERIFIED: 403,
  VERIFICATION_EXPIRED: 403,
  VERIFICATION_FAILED: 400,
  INVALID_CODE: 400,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  NO_REFRESH_TOKEN: 401,
  REFRESH_FAILED: 401,
  EMAIL_SEND_FAILED: 502,
  PASSWORD_CHANGE_FAILED: 400,
  PASSWORD_REUSED: 400,
  /** The current password given to confirm a change was wrong (400: the session itself is fine). */
  WRONG_PASSWORD: 400,
  REGISTRATION_ERROR: 400,
  UNKNOWN_ERROR: 500,
  UNKNOWN: 500,
  // listings, media, favourites
  LISTING_NOT_FOUND: 404,
  LISTING_NOT_RENEWABLE: 409,
  LISTING_QUOTA_EXCEEDED: 403,
  IMAGE_REQUIRED: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_INVALID_TYPE: 415,
  /** A side over 12,000 px or a shape beyond 1:20 (DESIGN.md 4), told from the header alone. */
  IMAGE_DIMENSIONS: 422,
  /** The file claimed to be an image but could not be decoded in time or at all. */
  IMAGE_UNPROCESSABLE: 422,
  /** The image queue's waiting line is full: answered with `Retry-After`. */
  IMAGE_QUEUE_FULL: 503,
  TOO_MANY_IMAGES: 400,
  // the market defends itself (issue 24, docs/listings-api.md "Trust rules")
  CONTACT_DETAILS_IN_TITLE: 400,
  CONTACT_DETAILS_IN_DESCRIPTION: 400,
  BLOCKED_WORDS_IN_TITLE: 400,
  NEW_ACCOUNT_LISTING_LIMIT: 429,
  DUPLICATE_REPORT: 409,
  MESSAGING_NOT_ALLOWED: 403,
  CONVERSATION_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  // messaging (spec section 5 "Messaging", issue 22)
  MESSAGE_LOGIN_REQUIRED: 401,
  CONVERSATION_LOGIN_REQUIRED: 401,
  MESSAGE_TO_SELF: 400,
  MESSAGING_BLOCKED: 403,
  LISTING_NOT_ACTIVE: 409,
  MESSAGE_NOT_FOUND: 404,
  CONVERSATION_LIMIT: 429,
  BLOCK_SELF: 400,
  OFFER_NOT_ALLOWED: 403,
  OFFER_NOT_ANSWERABLE: 403,
  OFFER_ALREADY_ANSWERED: 409,
  DUPLICATE_CONVERSATION_REPORT: 409,
  // saved searches
  SAVED_SEARCH_NOT_FOUND: 404,
  SAVED_SEARCH_LIMIT: 409,
  // admin desk: premium requests, contact submissions, newsletter (issue 24)
  PREMIUM_REQUEST_NOT_FOUND: 404,
  PREMIUM_REQUEST_DECIDED: 409,
  CONTACT_SUBMISSION_NOT_FOUND: 404,
  NEWSLETTER_TOKEN_INVALID: 400,
  NEWSLETTER_NO_RECIPIENTS: 409,
  // moderation (issue 24)
  LISTING_NOT_PENDING: 409,
  MODERATION_DECISION_REQUIRED: 409,
  // reports queue (issue 24)
  REPORTS_ALREADY_RESOLVED: 409,
  // background jobs (issue 23)
  DEAD_JOB_NOT_FOUND: 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUSES;
export const ERROR_CODES = Object.keys(ERROR_STATUSES) as [ErrorCode, ...ErrorCode[]];

/** Codes only the web client raises (no server answer carries them). */
export const CLIENT_ERROR_CODES = [
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'REQUEST_TIMEOUT',
  'REQUEST_CANCELED',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
