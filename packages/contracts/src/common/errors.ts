import { ERROR_STATUSES, type ErrorCode } from './error-codes.js';

/**
 * The English message of every error code: the fallback the web translates over, and what the API
 * puts in `error.message`.
 */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: 'Validation error',
  BAD_REQUEST: 'Bad request',
  UNAUTHORIZED: 'Unauthorized access',
  FORBIDDEN: 'Access forbidden',
  CSRF_ORIGIN_REJECTED:
    'This request came from another site, so it was refused. Please reload the page and try again.',
  NOT_FOUND: 'Resource not found',
  ROUTE_NOT_FOUND: 'Route not found',
  DUPLICATE_ENTRY: 'Duplicate entry',
  PAYLOAD_TOO_LARGE: 'Request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  UNPROCESSABLE: 'The request could not be processed',
  RATE_LIMIT: 'Rate limit exceeded',
  INTERNAL_ERROR: 'Something went wrong. Please try again later.',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  USER_NOT_FOUND: 'No account found with this email. Please check your email or create a new account.',
  EMAIL_EXISTS: 'Email already exists',
  USERNAME_EXISTS: 'Username already exists',
  ACCOUNT_LOCKED:
    'Your account has been temporarily locked due to multiple failed attempts. Please try again later.',
  UNLOCK_LINK_INVALID: 'This unlock link is invalid, expired or already used.',
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is invalid. Change which mails you get in your settings.',
  ACCOUNT_DISABLED: 'Your account has been disabled. Contact support.',
  EMAIL_NOT_VERIFIED: 'Email not verified. A verification code has been sent.',
  VERIFICATION_EXPIRED: 'Verification expired. A new code has been sent.',
  VERIFICATION_FAILED: 'Verification failed',
  INVALID_CODE: 'Invalid or expired code',
  INVALID_TOKEN: 'Invalid token',
  TOKEN_EXPIRED: 'Token verification failed',
  NO_REFRESH_TOKEN: 'No refresh token available',
  REFRESH_FAILED: 'Failed to refresh token. Please try again.',
  EMAIL_SEND_FAILED: 'Failed to send verification email',
  PASSWORD_CHANGE_FAILED: 'Failed to change password',
  PASSWORD_REUSED: 'The new password must differ from the current one',
  WRONG_PASSWORD: 'The password is incorrect.',
  REGISTRATION_ERROR: 'Registration failed',
  UNKNOWN_ERROR: 'An unexpected error occurred.',
  UNKNOWN: 'An unexpected error occurred.',
  LISTING_NOT_FOUND: 'Listing not found',
  LISTING_NOT_RENEWABLE: 'Only active or expired listings can be renewed',
  LISTING_QUOTA_EXCEEDED: 'You have reached the listing limit of your plan',
  IMAGE_REQUIRED: 'Please upload at least one image',
  IMAGE_TOO_LARGE: 'File too large',
  IMAGE_INVALID_TYPE: 'Invalid file type',
  IMAGE_DIMENSIONS: 'The image is too long or too narrow: at most 12,000 pixels a side and a shape of 1:20',
  IMAGE_UNPROCESSABLE: 'The image could not be read. Please choose another file.',
  IMAGE_QUEUE_FULL: 'Too many images are being processed right now. Please try again in a moment.',
  TOO_MANY_IMAGES: 'Too many files',
  CONTACT_DETAILS_IN_TITLE:
    'The title may not contain phone numbers, links or e-mail addresses. Buyers contact you through Souqna.',
  CONTACT_DETAILS_IN_DESCRIPTION:
    'The description may not contain phone numbers, links or e-mail addresses unless you choose to show your phone number in your privacy settings.',
  BLOCKED_WORDS_IN_TITLE: 'The title contains words that are not allowed on Souqna. Please change it.',
  NEW_ACCOUNT_LISTING_LIMIT:
    'A new account may publish only a few listings in its first day. Please try again tomorrow.',
  DUPLICATE_REPORT: 'You have already reported this listing',
  MESSAGING_NOT_ALLOWED: 'This user does not accept messages',
  CONVERSATION_NOT_FOUND: 'Conversation not found',
  NOTIFICATION_NOT_FOUND: 'Notification not found',
  MESSAGE_LOGIN_REQUIRED: 'Must be logged in to send messages',
  CONVERSATION_LOGIN_REQUIRED: 'Must be logged in to create conversations',
  MESSAGE_TO_SELF: 'You cannot send a message to yourself',
  MESSAGING_BLOCKED: 'Messages between you and this user are blocked',
  LISTING_NOT_ACTIVE: 'This listing is no longer available, so a new conversation about it cannot be started',
  MESSAGE_NOT_FOUND: 'Message not found',
  CONVERSATION_LIMIT:
    'You have started the most new conversations a new account may start today. Please try again tomorrow.',
  BLOCK_SELF: 'You cannot block yourself',
  OFFER_NOT_ALLOWED:
    'Offers are made by the buyer, in a conversation about a listing that is still available',
  OFFER_NOT_ANSWERABLE: 'Only the seller can accept or decline this offer',
  OFFER_ALREADY_ANSWERED: 'This offer has already been answered',
  DUPLICATE_CONVERSATION_REPORT: 'You have already reported this conversation',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: 'You can save up to 20 searches. Delete one to save another.',
  PREMIUM_REQUEST_NOT_FOUND: 'Premium request not found',
  PREMIUM_REQUEST_DECIDED: 'This premium request has already been decided',
  CONTACT_SUBMISSION_NOT_FOUND: 'Message not found',
  NEWSLETTER_TOKEN_INVALID: 'This confirmation link is not valid. Please subscribe again.',
  NEWSLETTER_NO_RECIPIENTS: 'There are no confirmed subscribers to send to',
  LISTING_NOT_PENDING: 'This listing is no longer waiting for review',
  MODERATION_DECISION_REQUIRED: 'Approve or reject this listing in the moderation queue',
  REPORTS_ALREADY_RESOLVED: 'These reports were already resolved',
  DEAD_JOB_NOT_FOUND: 'No failed job with this id: it may have been retried already',
} as const satisfies Record<ErrorCode, string>;

/** Each code's status and message, as the server answers them. */
export const ERROR_DEFINITIONS = Object.fromEntries(
  Object.entries(ERROR_STATUSES).map(([code, status]) => [
    code,
    { status, message: ERROR_MESSAGES[code as ErrorCode] },
  ]),
) as { [C in ErrorCode]: { status: (typeof ERROR_STATUSES)[C]; message: (typeof ERROR_MESSAGES)[C] } };
