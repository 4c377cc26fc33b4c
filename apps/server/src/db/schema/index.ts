export * from './users.js';
export * from './listings.js';
export * from './engagement.js';
export * from './saved-searches.js';
export * from './messaging.js';
export * from './notifications.js';
export * from './site.js';
export * from './search-words.js';
