export * from './types.js';
export * from './fold-name.js';
export * from './cities.js';
export * from './makes.js';
