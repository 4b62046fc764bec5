import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * What one process tells the others to forget: a website's cached data (any owner write to it),
 * or every host → website mapping (a website was created, so the single-site fallback may end).
 */
export type Invalidation = { kind: 'website'; websiteId: string } | { kind: 'all-websites' };

/** Applies an invalidation to this process's caches. */
export type ApplyInvalidation = (invalidation: Invalidation) => void;

export interface CacheBusLog {
  warn(details: object, message: string): void;
}

/** The Redis pub/sub channel every process of an install publishes to and listens on. */
export const INVALIDATION_CHANNEL = 'tessera:invalidate';

/** This process's id: a process ignores its own messages, it has applied them already. */
const PROCESS_ID = randomUUID();

interface Link {
  publisher: Redis;
  log: CacheBusLog;
}

/** Open links to Redis; several only when one process runs several apps (tests). */
const links = new Set<Link>();

function parse(text: string): (Invalidation & { from: string }) | undefined {
  try {
    const message = JSON.parse(text) as { from?: unknown; kind?: unknown; websiteId?: unknown };
    if (typeof message.from !== 'string') return undefined;
    if (message.kind === 'all-websites') return { kind: 'all-websites', from: message.from };
    if (message.kind === 'website' && typeof message.websiteId === 'string')
      return { kind: 'website', websiteId: message.websiteId, from: message.from };
  } catch {
    // Not ours: ignored below.
  }
  return undefined;
}

/**
 * Tells the install's other processes to drop what `invalidation` names. The caller has already
 * applied it in this process. Without Redis there are no other processes to tell (SQLite is
 * single-process), so this does nothing. A lost message leaves other processes stale for at
 * most their caches' TTLs, never longer.
 */
export function broadcastInvalidation(invalidation: Invalidation): void {
  const [link] = links;
  if (!link) return;
  link.publisher
    .publish(INVALIDATION_CHANNEL, JSON.stringify({ ...invalidation, from: PROCESS_ID }))
    .catch((error: unknown) => link.log.warn({ err: error }, 'cache invalidation not published'));
}

/**
 * Joins the install's invalidation channel on Redis: messages from other processes are applied
 * here with `apply`, and `broadcastInvalidation` publishes this process's own. Resolves once
 * subscribed, so a process that is listening never misses a write made after it started.
 * @example const close = await connectCacheBus(config.redisUrl, applyInvalidation, app.log);
 */
export async function connectCacheBus(
  redisUrl: string,
  apply: ApplyInvalidation,
  log: CacheBusLog,
): Promise<() => Promise<void>> {
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber])
    client.on('error', (error: unknown) => log.warn({ err: error }, 'cache bus connection error'));
  subscriber.on('message', (channel: string, text: string) => {
    const message = channel === INVALIDATION_CHANNEL ? parse(text) : undefined;
    if (!message || message.from === PROCESS_ID) return;
    const { from: _from, ...invalidation } = message;
    apply(invalidation);
  });
  try {
    await subscriber.subscribe(INVALIDATION_CHANNEL);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const link: Link = { publisher, log };
  links.add(link);
  return async () => {
    links.delete(link);
    await Promise.all([publisher.quit(), subscriber.quit()]);
  };
}
