/**
 * Every error code the API answers with (spec section 8 plus the general ones). The web translates
 * `error.code`; the English message here is the fallback and what the API puts in `error.message`.
 */
export const ERROR_DEFINITIONS = {
  // general
  VALIDATION_ERROR: { status: 400, message: 'Validation error' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized access' },
  FORBIDDEN: { status: 403, message: 'Access forbidden' },
  /** An unsafe request signed in by cookie came from a page of another origin (docs/security.md 8). */
  CSRF_ORIGIN_REJECTED: {
    status: 403,
    message: 'This request came from another site, so it was refused. Please reload the page and try again.',
  },
  NOT_FOUND: { status: 404, message: 'Resource not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  DUPLICATE_ENTRY: { status: 409, message: 'Duplicate entry' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  UNPROCESSABLE: { status: 422, message: 'The request could not be processed' },
  RATE_LIMIT: { status: 429, message: 'Rate limit exceeded' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong. Please try again later.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable' },
  // auth (spec section 8)
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password. Please try again.' },
  USER_NOT_FOUND: {
    status: 404,
    message: 'No account found with this email. Please check your email or create a new account.',
  },
  EMAIL_EXISTS: { status: 409, message: 'Email already exists' },
  USERNAME_EXISTS: { status: 409, message: 'Username already exists' },
  ACCOUNT_LOCKED: {
    status: 423,
    message:
      'Your account has been temporarily locked due to multiple failed attempts. Please try again later.',
  },
  UNLOCK_LINK_INVALID: { status: 400, message: 'This unlock link is invalid, expired or already used.' },
  ACCOUNT_DISABLED: { status: 403, message: 'Your account has been disabled. Contact support.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Email not verified. A verification code has been sent.' },
  VERIFICATION_EXPIRED: { status: 403, message: 'Verification expired. A new code has been sent.' },
  VERIFICATION_FAILED: { status: 400, message: 'Verification failed' },
  INVALID_CODE: { status: 400, message: 'Invalid or expired code' },
  INVALID_TOKEN: { status: 401, message: 'Invalid token' },
  TOKEN_EXPIRED: { status: 401, message: 'Token verification failed' },
  NO_REFRESH_TOKEN: { status: 401, message: 'No refresh token available' },
  REFRESH_FAILED: { status: 401, message: 'Failed to refresh token. Please try again.' },
  EMAIL_SEND_FAILED: { status: 502, message: 'Failed to send verification email' },
  PASSWORD_CHANGE_FAILED: { status: 400, message: 'Failed to change password' },
  PASSWORD_REUSED: { status: 400, message: 'The new password must differ from the current one' },
  /** The current password given to confirm a change was wrong (400: the session itself is fine). */
  WRONG_PASSWORD: { status: 400, message: 'The password is incorrect.' },
  REGISTRATION_ERROR: { status: 400, message: 'Registration failed' },
  UNKNOWN_ERROR: { status: 500, message: 'An unexpected error occurred.' },
  UNKNOWN: { status: 500, message: 'An unexpected error occurred.' },
  // listings, media, favourites
  LISTING_NOT_FOUND: { status: 404, message: 'Listing not found' },
  LISTING_NOT_RENEWABLE: { status: 409, message: 'Only active or expired listings can be renewed' },
  LISTING_QUOTA_EXCEEDED: { status: 403, message: 'You have reached the listing limit of your plan' },
  IMAGE_REQUIRED: { status: 400, message: 'Please upload at least one image' },
  IMAGE_TOO_LARGE: { status: 413, message: 'File too large' },
  IMAGE_INVALID_TYPE: { status: 415, message: 'Invalid file type' },
  /** A side over 12,000 px or a shape beyond 1:20 (DESIGN.md 4), told from the header alone. */
  IMAGE_DIMENSIONS: {
    status: 422,
    message: 'The image is too long or too narrow: at most 12,000 pixels a side and a shape of 1:20',
  },
  /** The file claimed to be an image but could not be decoded in time or at all. */
  IMAGE_UNPROCESSABLE: { status: 422, message: 'The image could not be read. Please choose another file.' },
  /** The image queue's waiting line is full: answered with `Retry-After`. */
  IMAGE_QUEUE_FULL: {
    status: 503,
    message: 'Too many images are being processed right now. Please try again in a moment.',
  },
  TOO_MANY_IMAGES: { status: 400, message: 'Too many files' },
  // the market defends itself (issue 24, docs/listings-api.md "Trust rules")
  CONTACT_DETAILS_IN_TITLE: {
    status: 400,
    message:
      'The title may not contain phone numbers, links or e-mail addresses. Buyers contact you through Souqna.',
  },
  CONTACT_DETAILS_IN_DESCRIPTION: {
    status: 400,
    message:
      'The description may not contain phone numbers, links or e-mail addresses unless you choose to show your phone number in your privacy settings.',
  },
  BLOCKED_WORDS_IN_TITLE: {
    status: 400,
    message: 'The title contains words that are not allowed on Souqna. Please change it.',
  },
  NEW_ACCOUNT_LISTING_LIMIT: {
    status: 429,
    message: 'A new account may publish only a few listings in its first day. Please try again tomorrow.',
  },
  DUPLICATE_REPORT: { status: 409, message: 'You have already reported this listing' },
  MESSAGING_NOT_ALLOWED: { status: 403, message: 'This user does not accept messages' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  // messaging (spec section 5 "Messaging", issue 22)
  MESSAGE_LOGIN_REQUIRED: { status: 401, message: 'Must be logged in to send messages' },
  CONVERSATION_LOGIN_REQUIRED: { status: 401, message: 'Must be logged in to create conversations' },
  MESSAGE_TO_SELF: { status: 400, message: 'You cannot send a message to yourself' },
  MESSAGING_BLOCKED: { status: 403, message: 'Messages between you and this user are blocked' },
  LISTING_NOT_ACTIVE: {
    status: 409,
    message: 'This listing is no longer available, so a new conversation about it cannot be started',
  },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found' },
  CONVERSATION_LIMIT: {
    status: 429,
    message:
      'You have started the most new conversations a new account may start today. Please try again tomorrow.',
  },
  BLOCK_SELF: { status: 400, message: 'You cannot block yourself' },
  OFFER_NOT_ALLOWED: {
    status: 403,
    message: 'Offers are made by the buyer, in a conversation about a listing that is still available',
  },
  OFFER_NOT_ANSWERABLE: { status: 403, message: 'Only the seller can accept or decline this offer' },
  OFFER_ALREADY_ANSWERED: { status: 409, message: 'This offer has already been answered' },
  DUPLICATE_CONVERSATION_REPORT: { status: 409, message: 'You have already reported this conversation' },
  // saved searches
  SAVED_SEARCH_NOT_FOUND: { status: 404, message: 'Saved search not found' },
  SAVED_SEARCH_LIMIT: { status: 409, message: 'You can save up to 20 searches. Delete one to save another.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_DEFINITIONS;
export const ERROR_CODES = Object.keys(ERROR_DEFINITIONS) as [ErrorCode, ...ErrorCode[]];

/** Codes only the web client raises (no server answer carries them). */
export const CLIENT_ERROR_CODES = [
  'NETWORK_ERROR',
  'INVALID_RESPONSE',
  'REQUEST_TIMEOUT',
  'REQUEST_CANCELED',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
