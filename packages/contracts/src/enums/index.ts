export * from './listing.js';
export * from './vehicle.js';
export * from './user.js';
export * from './notification.js';
