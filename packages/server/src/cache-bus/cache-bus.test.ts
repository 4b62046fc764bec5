import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { reachableRedisUrl } from '../testing/redis.js';
import { broadcastInvalidation, connectCacheBus, INVALIDATION_CHANNEL, type Invalidation } from './index.js';

const silent = { warn: () => undefined };

describe('cache bus without Redis', () => {
  it('broadcasting with no link open tells nobody and does not throw', () => {
    expect(() => broadcastInvalidation({ kind: 'website', websiteId: 'w' })).not.toThrow();
  });
});

const redisUrl = await reachableRedisUrl();
if (redisUrl) {
  describe('cache bus on Redis', () => {
    const closers: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      await Promise.all(closers.splice(0).map((close) => close()));
    });

    /** A plain client on the channel, standing in for another process. */
    async function otherProcess(): Promise<{ seen: unknown[]; publisher: Redis }> {
      const subscriber = new Redis(redisUrl as string);
      const publisher = new Redis(redisUrl as string);
      closers.push(
        () => subscriber.quit(),
        () => publisher.quit(),
      );
      const seen: unknown[] = [];
      subscriber.on('message', (_channel: string, text: string) => {
        if (text.startsWith('{')) seen.push(JSON.parse(text));
      });
      await subscriber.subscribe(INVALIDATION_CHANNEL);
      return { seen, publisher };
    }

    async function until(check: () => boolean): Promise<void> {
      for (let waited = 0; !check(); waited += 5) {
        if (waited > 2000) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }

    it("applies other processes' invalidations and publishes its own", async () => {
      const applied: Invalidation[] = [];
      closers.push(await connectCacheBus(redisUrl, (i) => applied.push(i), silent));
      const other = await otherProcess();
      const mine: string = randomUUID();
      broadcastInvalidation({ kind: 'website', websiteId: mine });
      await until(() => other.seen.some((m) => (m as { websiteId?: string }).websiteId === mine));
      const theirs: string = randomUUID();
      await other.publisher.publish(
        INVALIDATION_CHANNEL,
        JSON.stringify({ kind: 'website', websiteId: theirs, from: 'another-process' }),
      );
      await other.publisher.publish(
        INVALIDATION_CHANNEL,
        JSON.stringify({ kind: 'all-websites', from: 'another-process' }),
      );
      await until(() => applied.some((i) => i.kind === 'all-websites'));
      const ours = applied.filter((i) => i.kind === 'all-websites' || [mine, theirs].includes(i.websiteId));
      // Its own message is not applied twice; the other process's two are, in order.
      expect(ours).toEqual([{ kind: 'website', websiteId: theirs }, { kind: 'all-websites' }]);
    });

    it('ignores messages that are not invalidations', async () => {
      const applied: Invalidation[] = [];
      closers.push(await connectCacheBus(redisUrl, (i) => applied.push(i), silent));
      const other = await otherProcess();
      const marker = randomUUID();
      for (const text of ['not json', '{"kind":"website","from":"x"}', '{"kind":"drop-tables","from":"x"}'])
        await other.publisher.publish(INVALIDATION_CHANNEL, text);
      await other.publisher.publish(
        INVALIDATION_CHANNEL,
        JSON.stringify({ kind: 'website', websiteId: marker, from: 'x' }),
      );
      await until(() => applied.some((i) => i.kind === 'website' && i.websiteId === marker));
      // Only well-formed invalidations reach `apply`.
      for (const invalidation of applied) {
        expect(['website', 'all-websites']).toContain(invalidation.kind);
        if (invalidation.kind === 'website') expect(typeof invalidation.websiteId).toBe('string');
      }
    });
  });
}
