/** The cache bus as other areas see it: import it only through this file. */
export {
  broadcastInvalidation,
  connectCacheBus,
  INVALIDATION_CHANNEL,
  type ApplyInvalidation,
  type CacheBusLog,
  type Invalidation,
} from './cache-bus.js';
