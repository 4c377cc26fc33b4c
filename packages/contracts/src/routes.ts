/** Paths under `/api`, shared so the server and the web never spell one differently. */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health',
  docs: '/docs',
  contact: '/contact',
  newsletterSubscribe: '/newsletter/subscribe',
} as const;
