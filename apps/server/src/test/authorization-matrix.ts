/**
 * Who may call what: every route of the app × the five callers, with the answer each must get.
 * `authorization-matrix.test.ts` walks it against the real app with real users and objects, and
 * fails when the app has a route this file does not name, so a new route cannot ship unlisted.
 *
 * The callers:
 * - `anonymous`: no credentials.
 * - `user`: a signed-in USER acting on their own account (routes that name no object).
 * - `owner`: the USER who owns the object the path names (a listing, a saved search, a profile).
 * - `otherUser`: another signed-in USER, on that same object.
 * - `admin`: a signed-in ADMIN (on routes with an object, on the owner's object).
 * `null` means the caller does not apply: `user` on routes with an object, `owner` and
 * `otherUser` on routes without one. HEAD answers as its GET and is not listed apart.
 */

export const ROLES = ['anonymous', 'user', 'owner', 'otherUser', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A status, or a class (`'2xx'`) where the exact success code is not the point. */
export type Expected = number | '2xx';
export type Cells = Record<Role, Expected | null>;

/**
 * What the path's parameters name, owned by `owner`: an active listing with two photos, the same
 * kind of listing set `inactive` (seen only by its owner and admins) or `pending` (awaiting
 * moderation), a saved search, the owner's public profile, or a conversation the owner opened with a third person about that
 * person's listing (`messageId` its first message, `offerId` the owner's offer, both the owner's),
 * or a notification of the owner's; or a dead letter (a background job that spent its attempts,
 * nobody's: the owner is just another user there).
 */
export type MatrixObject =
  | 'listing'
  | 'hiddenListing'
  | 'pendingListing'
  | 'savedSearch'
  | 'profile'
  | 'conversation'
  | 'notification'
  | 'premiumRequest'
  | 'contactSubmission'
  | 'deadJob';

export interface MatrixEntry {
  /** `METHOD path`, the path as registered (`/api/listings/:id`). */
  route: string;
  object?: MatrixObject;
  expect: Cells;
}

/** The same answer for everybody: the route needs no sign-in. */
const everyone = (answer: Expected): Cells => ({
  anonymous: answer,
  user: answer,
  owner: null,
  otherUser: null,
  admin: answer,
});
/** Signed in, acting on one's own account. */
const signedIn = (answer: Expected, admin: Expected = answer): Cells => ({
  anonymous: 401,
  user: answer,
  owner: null,
  otherUser: null,
  admin,
});
/** On someone's object: `owner`, `otherUser` and `admin` as given, visitors 401. */
const onObject = (
  owner: Expected,
  otherUser: Expected,
  admin: Expected,
  anonymous: Expected = 401,
): Cells => ({
  anonymous,
  user: null,
  owner,
  otherUser,
  admin,
});
const publicObject = (answer: Expected) => onObject(answer, answer, answer, answer);

const entry = (route: string, expect: Cells, object?: MatrixObject): MatrixEntry => ({
  route,
  expect,
  ...(object && { object }),
});

export const AUTHORIZATION_MATRIX: readonly MatrixEntry[] = [
  // System, documentation, files.
  entry('GET /api/health', everyone(200)),
  entry('GET /api/docs/', everyone(200)),
  entry('GET /api/docs/json', everyone(200)),
  entry('GET /api/docs/yaml', everyone(200)),
  entry('GET /api/docs/static/index.html', everyone(302)),
  entry('GET /api/docs/static/swagger-initializer.js', everyone(200)),
  entry('GET /api/docs/static/*', everyone(200)),
  entry('GET /media/*', everyone(200)),
  entry('GET /robots.txt', everyone(200)),
  entry('GET /sitemap.xml', everyone(200)),
  // CORS allows no other origin (the SPA is served from the API's own): every preflight is refused.
  entry('OPTIONS *', everyone(404)),

  // Reference data and public forms.
  entry('GET /api/common/data', everyone(200)),
  entry('GET /api/components/data', everyone(200)),
  entry('GET /api/components/:name', everyone(200)),
  entry('GET /api/common/exchange-rate', everyone(200)),
  entry('GET /api/locations/cities', everyone(200)),
  entry('GET /api/locations/search', everyone(200)),
  entry('GET /api/locations/reverse', everyone(200)),
  entry('GET /api/locations/nearby-cities', everyone(200)),
  entry('GET /api/vehicles/makes', everyone(200)),
  entry('GET /api/vehicles/models', everyone(200)),
  entry('GET /api/vehicles/all', everyone(200)),
  entry('POST /api/contact', everyone(201)),
  entry('POST /api/newsletter/subscribe', everyone('2xx')),
  // A made-up token: nobody needs to sign in, and nobody confirms an address without its mail.
  entry('POST /api/newsletter/confirm', everyone(400)),
  // A mailed link's signed token is the credential: none (or a forged one) is refused for all.
  entry('POST /api/unsubscribe', everyone(400)),
  entry('GET /api/unsubscribe', everyone(302)),

  // Accounts: the public calls answer the same whoever asks (a wrong code is 400 for all).
  entry('POST /api/auth/register', everyone(201)),
  entry('POST /api/auth/login', everyone(200)),
  entry('POST /api/auth/resend-verification', everyone(200)),
  entry('POST /api/auth/verify-email', everyone(400)),
  entry('POST /api/auth/verify-email/code', everyone(400)),
  entry('GET /api/auth/verify-email', everyone(400)),
  entry('POST /api/auth/password-reset/request', everyone(200)),
  entry('POST /api/auth/forgot-password', everyone(200)),
  entry('POST /api/auth/password-reset/verify', everyone(400)),
  entry('POST /api/auth/password-reset/confirm', everyone(400)),
  // The mailed link's token is the credential: an unknown one is refused whoever sends it.
  entry('POST /api/auth/unlock-account', everyone(400)),
  // Refresh is authorised by the refresh token in the body: a visitor has none.
  entry('POST /api/auth/refresh', signedIn(200)),
  entry('POST /api/auth/logout', everyone(200)),
  entry('GET /api/auth/verify-token', signedIn(200)),
  entry('GET /api/auth/me', signedIn(200)),
  entry('POST /api/auth/send-password-change-verification', signedIn(200)),
  // Signed in, the wrong code is the only thing refused.
  entry('POST /api/auth/change-password', signedIn(400)),
  entry('POST /api/auth/send-email-change-verification', signedIn(200)),
  entry('POST /api/auth/change-email-with-verification', signedIn(400)),

  // The signed-in user's own account.
  entry('GET /api/users/profile', signedIn(200)),
  entry('PUT /api/users/profile', signedIn(200)),
  entry('PATCH /api/users/profile', signedIn(200)),
  entry('GET /api/users/settings', signedIn(200)),
  entry('PUT /api/users/settings', signedIn(200)),
  entry('PATCH /api/users/settings', signedIn(200)),
  entry('POST /api/users/settings', signedIn(200)),
  entry('GET /api/users/settings/:section', signedIn(200)),
  entry('PUT /api/users/settings/:section', signedIn(200)),
  entry('PATCH /api/users/settings/:section', signedIn(200)),
  entry('DELETE /api/users/account', signedIn(200)),
  entry('GET /api/users/public-profile/:id', publicObject(200), 'profile'),

  // Listings: browsing is public; a free USER is held to the quota (0 by default), admins are not.
  entry('POST /api/listings', signedIn(403, 201)),
  entry('GET /api/listings', everyone(200)),
  entry('GET /api/listings/search', everyone(200)),
  entry('GET /api/listings/vehicles', everyone(200)),
  entry('GET /api/listings/real-estate', everyone(200)),
  entry('GET /api/listings/by-category', everyone(200)),
  entry('GET /api/listings/by-ids', everyone(200)),
  entry('GET /api/listings/nearby', everyone(200)),
  entry('GET /api/listings/trending', everyone(200)),
  entry('GET /api/listings/stats', everyone(200)),
  entry('GET /api/listings/suggestions', everyone(200)),
  entry('GET /api/listings/permission', signedIn(200)),
  entry('GET /api/user/listing-permission', signedIn(200)),
  entry('GET /api/listings/user', signedIn(200)),
  entry('GET /api/listings/public/:id', publicObject(200), 'listing'),
  entry('GET /api/listings/public/:id', onObject(200, 404, 200, 404), 'hiddenListing'),
  // The old web client's view call names the listing in the query, as the detail read does.
  entry('PUT /api/listings/views', publicObject(200), 'listing'),
  entry('PUT /api/listings/views', onObject(200, 404, 200, 404), 'hiddenListing'),
  entry('PUT /api/listings/views/', publicObject(200), 'listing'),
  entry('PUT /api/listings/:id', onObject(200, 403, 200), 'listing'),
  entry('PATCH /api/listings/:id', onObject(200, 403, 200), 'listing'),
  // The edit refuses before it looks at visibility: 403 tells another user that a hidden id exists,
  // where the detail keeps it to itself (404). Ids are random UUIDs, so nothing can be listed.
  entry('PATCH /api/listings/:id', onObject(200, 403, 200), 'hiddenListing'),
  entry('DELETE /api/listings/:id', onObject(200, 403, 200), 'listing'),
  entry('PUT /api/listings/:id/images/order', onObject(200, 403, 200), 'listing'),
  entry('PUT /api/listings/:id/images/:imageId/primary', onObject(200, 403, 200), 'listing'),
  entry('DELETE /api/listings/:id/images/:imageId', onObject(200, 403, 200), 'listing'),
  // Nobody reports their own listing.
  entry('POST /api/listings/:id/report', onObject(403, 201, 201), 'listing'),
  entry('POST /api/listings/:id/report', onObject(403, 404, 201), 'hiddenListing'),
  // Renewal (issue 23): the owner's or an admin's; an inactive listing has nothing to renew (409).
  entry('POST /api/listings/:id/renew', onObject(200, 403, 200), 'listing'),
  entry('POST /api/listings/:id/renew', onObject(409, 404, 409), 'hiddenListing'),

  // Favourites: each person's own; a hidden listing cannot be saved by those who cannot see it.
  entry('GET /api/listings/favorites', signedIn(200)),
  entry('GET /api/listings/save', signedIn(200)),
  entry('GET /api/listings/saved/ids', signedIn(200)),
  entry('POST /api/listings/saved', onObject(200, 200, 200), 'listing'),
  entry('POST /api/listings/saved/:id', onObject(200, 200, 200), 'listing'),
  entry('POST /api/listings/saved/:id', onObject(200, 404, 200), 'hiddenListing'),
  entry('POST /api/listings/:id/view', onObject(200, 200, 200), 'listing'),
  entry('POST /api/listings/:id/view', onObject(200, 404, 200), 'hiddenListing'),
  entry('DELETE /api/listings/saved/:id', onObject(200, 200, 200), 'listing'),

  // Saved searches: only their owner even knows they exist, admins included.
  entry('GET /api/saved-searches', signedIn(200)),
  entry('POST /api/saved-searches', signedIn(201)),
  entry('GET /api/saved-searches/matches', signedIn(200)),
  entry('PATCH /api/saved-searches/:id', onObject(200, 404, 404), 'savedSearch'),
  entry('POST /api/saved-searches/:id/seen', onObject(200, 404, 404), 'savedSearch'),
  entry('DELETE /api/saved-searches/:id', onObject(200, 404, 404), 'savedSearch'),

  // Messages: a conversation is its participants' alone; admins and others get the 404 of one
  // that does not exist. Writing to one's own listing is writing to oneself (400).
  entry('GET /api/messages/conversations', signedIn(200)),
  entry('GET /api/messages/unread-count', signedIn(200)),
  entry('POST /api/messages/conversations', onObject(400, 201, 201), 'listing'),
  entry('POST /api/messages', onObject(400, 201, 201), 'listing'),
  entry('POST /api/messages/listings/messages', onObject(400, 201, 201), 'listing'),
  entry('DELETE /api/messages/conversations/:id', onObject(200, 404, 404), 'conversation'),
  entry('GET /api/messages/conversations/:id/messages', onObject(200, 404, 404), 'conversation'),
  entry('POST /api/messages/conversations/:id/messages', onObject(201, 404, 404), 'conversation'),
  entry(
    'PUT /api/messages/conversations/:id/messages/:messageId/read',
    onObject(200, 404, 404),
    'conversation',
  ),
  entry('POST /api/messages/conversations/:id/report', onObject(201, 404, 404), 'conversation'),
  entry('GET /api/messages/:id', onObject(200, 404, 404), 'conversation'),
  // The owner is the buyer: they make offers, and only the seller answers one (403).
  entry('POST /api/messages/conversations/:id/offers', onObject(201, 404, 404), 'conversation'),
  entry('PUT /api/messages/conversations/:id/offers/:messageId', onObject(403, 404, 404), 'conversation'),
  // DELETE /messages/:id names a message: the owner's first one.
  entry('DELETE /api/messages/:id', onObject(200, 404, 404), 'conversation'),
  // A message's photo, asked by the message's id and one that names no photo (messaging.photos.test.ts
  // fetches real ones as participant, other user and visitor): signed in, never a hint.
  entry('GET /api/messages/:id/images/:imageId', onObject(404, 404, 404), 'conversation'),
  // Blocking names a person: the profile's owner cannot block themselves.
  entry('POST /api/users/:id/block', onObject(400, 200, 200), 'profile'),
  entry('DELETE /api/users/:id/block', onObject(400, 200, 200), 'profile'),
  entry('GET /api/users/blocked', signedIn(200)),

  // Notifications: each person's own; anyone else's id, admins' included, is one that does not
  // exist. Only admins send (announcements, notices, warnings).
  entry('GET /api/notifications', signedIn(200)),
  entry('PUT /api/notifications/read-all', signedIn(200)),
  entry('DELETE /api/notifications', signedIn(200)),
  entry('POST /api/notifications', signedIn(403, 201)),
  entry('GET /api/notifications/:id', onObject(200, 404, 404), 'notification'),
  // Admin tools (issue 24): admins only; on a profile, the owner and others are refused alike.
  entry('GET /api/admin/users', signedIn(403, 200)),
  entry('POST /api/admin/users/:id/disable', onObject(403, 403, 200), 'profile'),
  entry('POST /api/admin/users/:id/enable', onObject(403, 403, 200), 'profile'),
  entry('GET /api/admin/audit-log', signedIn(403, 200)),
  entry('GET /api/admin/exchange-rates', signedIn(403, 200)),
  entry('POST /api/admin/exchange-rates', signedIn(403, 201)),
  // The admin desk: the owner filed the premium request or wrote the contact message, and may
  // not decide or answer it themself.
  entry('GET /api/admin/dashboard', signedIn(403, 200)),
  entry('GET /api/admin/premium-requests', signedIn(403, 200)),
  entry('POST /api/admin/premium-requests/:id/approve', onObject(403, 403, 200), 'premiumRequest'),
  entry('POST /api/admin/premium-requests/:id/decline', onObject(403, 403, 200), 'premiumRequest'),
  entry('GET /api/admin/contact-submissions', signedIn(403, 200)),
  entry('POST /api/admin/contact-submissions/:id/read', onObject(403, 403, 200), 'contactSubmission'),
  entry('POST /api/admin/contact-submissions/:id/reply', onObject(403, 403, 200), 'contactSubmission'),
  entry('POST /api/admin/contact-submissions/:id/archive', onObject(403, 403, 200), 'contactSubmission'),
  entry('GET /api/admin/newsletter/subscribers', signedIn(403, 200)),
  entry('GET /api/admin/newsletter/subscribers.csv', signedIn(403, 200)),
  entry('POST /api/admin/newsletter/preview', signedIn(403, 200)),
  entry('GET /api/admin/newsletter/campaigns', signedIn(403, 200)),
  entry('POST /api/admin/newsletter/campaigns', signedIn(403, 202)),
  // Moderation: a pending listing's owner may not approve or reject it either.
  entry('GET /api/admin/moderation', signedIn(403, 200)),
  entry('POST /api/admin/moderation/approve', signedIn(403, 200)),
  entry('POST /api/admin/moderation/:id/approve', onObject(403, 403, 200), 'pendingListing'),
  entry('POST /api/admin/moderation/:id/reject', onObject(403, 403, 200), 'pendingListing'),
  // A person's record and the actions on it; the reports queue (a listing's owner may not decide
  // the reports against it).
  entry('GET /api/admin/users/:id', onObject(403, 403, 200), 'profile'),
  entry('POST /api/admin/users/:id/warn', onObject(403, 403, 200), 'profile'),
  entry('POST /api/admin/users/:id/role', onObject(403, 403, 200), 'profile'),
  entry('POST /api/admin/users/:id/premium', onObject(403, 403, 200), 'profile'),
  entry('DELETE /api/admin/users/:id/premium', onObject(403, 403, 200), 'profile'),
  entry('GET /api/admin/reports', signedIn(403, 200)),
  entry('POST /api/admin/reports/resolve', onObject(403, 403, 200), 'listing'),
  entry('POST /api/admin/reports/dismiss', signedIn(403, 200)),
  // Dead letters (issue 23): a failed background job, retried by admins only.
  entry('GET /api/admin/jobs/dead-letters', signedIn(403, 200)),
  entry('POST /api/admin/jobs/dead-letters/:id/retry', onObject(403, 403, 200), 'deadJob'),
  entry('PUT /api/notifications/:id', onObject(200, 404, 404), 'notification'),
  entry('PUT /api/notifications/:id/read', onObject(200, 404, 404), 'notification'),
  entry('DELETE /api/notifications/:id', onObject(200, 404, 404), 'notification'),

  // Premium requests: a user's own.
  entry('POST /api/subscriptions/premium', signedIn(201)),
  entry('GET /api/subscriptions/premium', signedIn(200)),
];
