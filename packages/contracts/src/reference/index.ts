export * from './types.js';
export * from './fold-name.js';
export * from './cities.js';
export * from './city-count.js';
export * from './makes.js';
export * from './type-names.js';
export * from './labels/enum-labels.js';
export * from './reference-data.schema.js';
