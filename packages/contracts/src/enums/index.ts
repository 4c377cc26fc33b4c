export * from './listing.js';
export * from './listing.schema.js';
export * from './vehicle.js';
export * from './vehicle.schema.js';
export * from './user.js';
export * from './user.schema.js';
export * from './notification.js';
export * from './notification.schema.js';
