import { createHash } from 'node:crypto';

/**
 * Stable row ids for the demo content: the same seed name and key always give the same 24-hex id,
 * so tests and benchmarks can name demo rows directly. Different seed names never share ids.
 * @example const id = demoIds('fern-and-fable')('product:linen-overshirt');
 */
export function demoIds(seed: string): (key: string) => string {
  return (key) => createHash('sha256').update(`tessera-demo:${seed}:${key}`).digest('hex').slice(0, 24);
}
