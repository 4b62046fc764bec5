export * from './clock.js';
export * from './database.js';
export * from './dialect.js';
export * from './ids.js';
export * from './migrate.js';
export { migrations } from './migrations/index.js';
export * from './schema.js';
export * from './queries/index.js';
