export * from './types.js';
export * from './cities.js';
export * from './makes.js';
