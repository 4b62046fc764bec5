import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { addressGroup } from './address-group.js';
import { MemoryLimitStore } from './memory-limit-store.js';

/** Per-route limit settings for `config.rateLimit`. */
export interface RouteLimit {
  max: number;
  timeWindow: string | number;
}

function websiteKey(request: FastifyRequest): string {
  return (request.website as { id?: string } | null)?.id ?? 'install';
}

/**
 * The one key of every limit: website + the caller's address (IPv4 whole, IPv6 by its /64, which
 * one subscriber usually holds whole). Nothing the client sends (crumb, cookies) is part of it, so
 * rotating them cannot dodge a limit; visitors behind one address share its allowance.
 */
export function addressKey(request: FastifyRequest): string {
  return `${websiteKey(request)}|${addressGroup(request.ip)}`;
}

/**
 * Route config for a rate limit; spread it into a route's `config`.
 * @example app.post('/api/commerce/shopping-cart/entries', { config: limit({ max: 30, timeWindow: '1 minute' }) }, h)
 */
export function limit(options: RouteLimit): {
  rateLimit: { max: number; timeWindow: string | number; keyGenerator: (r: FastifyRequest) => string };
} {
  return { rateLimit: { max: options.max, timeWindow: options.timeWindow, keyGenerator: addressKey } };
}

/**
 * Registers @fastify/rate-limit for routes that opt in with `limit()`. Counters live in memory
 * (`MemoryLimitStore`), or in Redis when REDIS_URL is set so every process shares them; both count
 * atomically, so a limit holds exactly under concurrency.
 */
export async function setupRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    keyGenerator: addressKey,
    ...(redis ? { redis, nameSpace: 'tessera-rl:', skipOnError: false } : { store: MemoryLimitStore }),
    errorResponseBuilder: () => new AppError('rate-limited'),
  });
}
