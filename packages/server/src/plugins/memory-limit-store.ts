import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Past this many counters, a new window first drops the ones that have ended. */
const PRUNE_AT = 10_000;

/**
 * A route's rate-limit counters in this process: one fixed window per key. It answers each
 * increment with the count as it was then. The plugin's own memory store hands back its live
 * counter object, which concurrent requests go on incrementing before the first one reads it: 20
 * posts at once with a limit of 5 were all refused, where exactly 5 must pass.
 */
export class MemoryLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= PRUNE_AT) this.prune(now);
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(): FastifyRateLimitStore {
    return new MemoryLimitStore();
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
