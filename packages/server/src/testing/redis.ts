import { Redis } from 'ioredis';

/**
 * The Redis the multi-process tests use: TEST_REDIS_URL, else REDIS_URL, else the machine's own at
 * 127.0.0.1:6379 — or undefined when none answers PING within half a second (those tests then
 * are not collected, like the PostgreSQL ones without TEST_DATABASE_URL).
 */
export async function reachableRedisUrl(
  env: Record<string, string | undefined> = process.env,
): Promise<string | undefined> {
  const url = env['TEST_REDIS_URL'] ?? env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? url : undefined;
  } catch {
    return undefined;
  } finally {
    client.disconnect();
  }
}
