import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { CRUMB_COOKIE } from './crumb.js';

/** Per-route limit settings for `config.rateLimit`. */
export interface RouteLimit {
  max: number;
  timeWindow: string | number;
  /** 'visitor' (default): website + IP + visitor cookie; 'ip': website + IP only, for credential endpoints. */
  key?: 'visitor' | 'ip';
}

function websiteKey(request: FastifyRequest): string {
  return (request.website as { id?: string } | null)?.id ?? 'install';
}

/** Website + IP: used where a caller could rotate cookies to dodge the limit (sign-in). */
export function ipKey(request: FastifyRequest): string {
  return `${websiteKey(request)}|${request.ip}`;
}

/** Website + IP + visitor cookie, so visitors sharing an address (offices, mobile carriers) do not starve each other. */
export function visitorKey(request: FastifyRequest): string {
  return `${ipKey(request)}|${request.cookies[CRUMB_COOKIE] ?? '-'}`;
}

/**
 * Route config for a rate limit; spread it into a route's `config`.
 * @example app.post('/api/commerce/shopping-cart/entries', { config: limit({ max: 30, timeWindow: '1 minute' }) }, h)
 */
export function limit(options: RouteLimit): {
  rateLimit: { max: number; timeWindow: string | number; keyGenerator: (r: FastifyRequest) => string };
} {
  return {
    rateLimit: {
      max: options.max,
      timeWindow: options.timeWindow,
      keyGenerator: options.key === 'ip' ? ipKey : visitorKey,
    },
  };
}

/**
 * Registers @fastify/rate-limit for routes that opt in with `limit()`. Counters live in memory,
 * or in Redis when REDIS_URL is set so every process shares them.
 */
export async function setupRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    keyGenerator: visitorKey,
    ...(redis && { redis, nameSpace: 'tessera-rl:', skipOnError: false }),
    errorResponseBuilder: () => new AppError('rate-limited'),
  });
}
