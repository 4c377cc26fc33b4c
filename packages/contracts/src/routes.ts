/** Paths under `/api`, shared so the server and the web never spell one differently. */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health',
  docs: '/docs',
  contact: '/contact',
  newsletterSubscribe: '/newsletter/subscribe',
  /** Double opt-in: the token of the mailed `/newsletter/confirm?token=` link. */
  newsletterConfirm: '/newsletter/confirm',
  /** A mail's one-click unsubscribe (RFC 8058), no sign-in: the signed token names who and what. */
  unsubscribe: '/unsubscribe',
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    verifyEmail: '/auth/verify-email',
    resendVerification: '/auth/resend-verification',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    me: '/auth/me',
    verifyToken: '/auth/verify-token',
    passwordResetRequest: '/auth/password-reset/request',
    passwordResetVerify: '/auth/password-reset/verify',
    passwordResetConfirm: '/auth/password-reset/confirm',
    sendPasswordChangeVerification: '/auth/send-password-change-verification',
    changePassword: '/auth/change-password',
    unlockAccount: '/auth/unlock-account',
    /** The existing clients' email change (api-compat.md section 1). */
    sendEmailChangeVerification: '/auth/send-email-change-verification',
    changeEmailWithVerification: '/auth/change-email-with-verification',
  },
  listings: {
    create: '/listings',
    list: '/listings',
    one: '/listings/:id',
    public: '/listings/public/:id',
    mine: '/listings/user',
    imagePrimary: '/listings/:id/images/:imageId/primary',
    imageOrder: '/listings/:id/images/order',
    image: '/listings/:id/images/:imageId',
    report: '/listings/:id/report',
    /** The owner's one click that keeps a listing live another 60 days (issue 23; not in the spec). */
    renew: '/listings/:id/renew',
    permission: '/listings/permission',
    suggestions: '/listings/suggestions',
    /** The browse under the names older clients call (spec section 7, api-compat section 9). */
    search: '/listings/search',
    vehicles: '/listings/vehicles',
    realEstate: '/listings/real-estate',
    byCategory: '/listings/by-category',
    nearby: '/listings/nearby',
    byIds: '/listings/by-ids',
    trending: '/listings/trending',
    stats: '/listings/stats',
    /** Counts a view of the listing named by `?id=` (the old web client's detail page). */
    views: '/listings/views',
  },
  /** Saved listings ("favourites"); `saved/ids` is static, so it wins over `saved/:id`. */
  favorites: {
    list: '/listings/favorites',
    ids: '/listings/saved/ids',
    save: '/listings/saved',
    one: '/listings/saved/:id',
  },
  /** `matches` is static, so it wins over `:id`. */
  savedSearches: {
    list: '/saved-searches',
    one: '/saved-searches/:id',
    matches: '/saved-searches/matches',
    seen: '/saved-searches/:id/seen',
  },
  subscriptions: {
    premium: '/subscriptions/premium',
  },
  /** Reference data (spec section 7's `/common/data` and `/components/...`). */
  reference: {
    commonData: '/common/data',
    componentsData: '/components/data',
    component: '/components/:name',
    /** The USD→SYP rate in effect: a price's other currency as a hint. */
    exchangeRate: '/common/exchange-rate',
  },
  /** The place pickers of the existing clients (api-compat.md section 8), from the reference data. */
  locations: {
    cities: '/locations/cities',
    search: '/locations/search',
    reverse: '/locations/reverse',
    nearbyCities: '/locations/nearby-cities',
  },
  /** The mobile app's make and model pickers (api-compat.md section 8), from the reference data. */
  vehicles: {
    makes: '/vehicles/makes',
    models: '/vehicles/models',
    all: '/vehicles/all',
  },
  /** Spec section 7 "Messages"; the static `conversations` wins over `:id`. */
  messages: {
    conversations: '/messages/conversations',
    /** The top bar's total of unread messages (static, so it wins over `:id`). */
    unreadCount: '/messages/unread-count',
    conversation: '/messages/conversations/:id',
    conversationMessages: '/messages/conversations/:id/messages',
    read: '/messages/conversations/:id/messages/:messageId/read',
    report: '/messages/conversations/:id/report',
    offers: '/messages/conversations/:id/offers',
    offer: '/messages/conversations/:id/offers/:messageId',
    send: '/messages',
    /** GET: a conversation's messages (the old reading); DELETE: one's own message. */
    one: '/messages/:id',
    /** A message's photo, for its thread's participants only (`size`: thumbnail, card or full). */
    image: '/messages/:id/images/:imageId',
  },
  /** Spec section 7 "Notifications"; the static `read-all` wins over `:id`. */
  notifications: {
    list: '/notifications',
    one: '/notifications/:id',
    read: '/notifications/:id/read',
    readAll: '/notifications/read-all',
  },
  /** Admins only (issue 24): every action is written to the audit log. */
  admin: {
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    disableUser: '/admin/users/:id/disable',
    enableUser: '/admin/users/:id/enable',
    user: '/admin/users/:id',
    warnUser: '/admin/users/:id/warn',
    userRole: '/admin/users/:id/role',
    userPremium: '/admin/users/:id/premium',
    reports: '/admin/reports',
    resolveReports: '/admin/reports/resolve',
    dismissReports: '/admin/reports/dismiss',
    auditLog: '/admin/audit-log',
    exchangeRates: '/admin/exchange-rates',
    premiumRequests: '/admin/premium-requests',
    approvePremiumRequest: '/admin/premium-requests/:id/approve',
    declinePremiumRequest: '/admin/premium-requests/:id/decline',
    contactSubmissions: '/admin/contact-submissions',
    readContactSubmission: '/admin/contact-submissions/:id/read',
    replyContactSubmission: '/admin/contact-submissions/:id/reply',
    archiveContactSubmission: '/admin/contact-submissions/:id/archive',
    newsletterSubscribers: '/admin/newsletter/subscribers',
    newsletterExport: '/admin/newsletter/subscribers.csv',
    newsletterPreview: '/admin/newsletter/preview',
    newsletterCampaigns: '/admin/newsletter/campaigns',
    moderation: '/admin/moderation',
    approveListings: '/admin/moderation/approve',
    approveListing: '/admin/moderation/:id/approve',
    rejectListing: '/admin/moderation/:id/reject',
    deadLetters: '/admin/jobs/dead-letters',
    retryDeadLetter: '/admin/jobs/dead-letters/:id/retry',
  },
  users: {
    block: '/users/:id/block',
    blocked: '/users/blocked',
    profile: '/users/profile',
    settings: '/users/settings',
    settingsSection: '/users/settings/:section',
    publicProfile: '/users/public-profile/:id',
    account: '/users/account',
  },
} as const;

/** Other spellings existing clients send (api-compat.md), served by the same handlers. */
export const API_ALIASES = {
  verifyEmailCode: '/auth/verify-email/code',
  forgotPassword: '/auth/forgot-password',
  listingPermission: '/user/listing-permission',
  /** The old web client's reading of the favourites list (`data.items`). */
  favoritesList: '/listings/save',
  /** The old web client calls it with a trailing slash (`/listings/views/?id=`). */
  listingViews: '/listings/views/',
  /** The old web client's heart button: saves the listing (api-compat.md 9.2), counts no view. */
  favoriteByView: '/listings/:id/view',
  /** The mobile app's send (api-compat.md 8). */
  sendMessage: '/messages/listings/messages',
} as const;

export type ApiAlias = (typeof API_ALIASES)[keyof typeof API_ALIASES];

/**
 * The main path each alias stands for: an alias is the same logical route, so it shares that
 * path's rate-limit budget (a new alias without its main path here fails to compile).
 */
export const API_ALIAS_OF: Record<ApiAlias, string> = {
  [API_ALIASES.verifyEmailCode]: API_PATHS.auth.verifyEmail,
  [API_ALIASES.forgotPassword]: API_PATHS.auth.passwordResetRequest,
  [API_ALIASES.listingPermission]: API_PATHS.listings.permission,
  [API_ALIASES.favoritesList]: API_PATHS.favorites.list,
  [API_ALIASES.listingViews]: API_PATHS.listings.views,
  [API_ALIASES.favoriteByView]: API_PATHS.favorites.one,
  [API_ALIASES.sendMessage]: API_PATHS.messages.send,
};
