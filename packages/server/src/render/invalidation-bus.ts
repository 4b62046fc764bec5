import type { FastifyInstance } from 'fastify';
import { connectCacheBus } from '../cache-bus/index.js';
import { applyInvalidation } from './invalidate-site.js';

/**
 * With REDIS_URL, joins the install's cache bus before the app listens: owner writes made on any
 * process then reach this process's render and host caches within milliseconds.
 */
export async function setupInvalidationBus(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  if (!redisUrl) return;
  const close = await connectCacheBus(redisUrl, applyInvalidation, app.log.child({ component: 'cache-bus' }));
  app.addHook('onClose', close);
}
