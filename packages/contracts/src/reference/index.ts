export * from './types.js';
export * from './fold-name.js';
export * from './cities.js';
export * from './city-count.js';
export * from './makes.js';
export * from './type-names.js';
