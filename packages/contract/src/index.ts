export * from './api-types.js';
export * from './schemas/ids.js';
export * from './schemas/cart.js';
export * from './schemas/json-value.js';
export * from './schemas/idempotency.js';
export * from './schemas/site-settings.js';
export * from './schemas/site-design.js';
export * from './schemas/analytics-settings.js';
