import { sha256 } from '../digest.js';

/**
 * Stable row ids for the demo content: the same seed name and key always give the same 24-hex id,
 * so tests and benchmarks can name demo rows directly. Different seed names never share ids.
 * @example const id = demoIds('fern-and-fable')('product:linen-overshirt');
 */
export function demoIds(seed: string): (key: string) => string {
  return (key) => sha256(`tessera-demo:${seed}:${key}`).slice(0, 24);
}
