import { Writable } from 'node:stream';
import { cardNumbersIn } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';

/**
 * Test apps log as production does (level info) into this stream, which keeps nothing but the
 * last four digits of any card number a line holds; closing the app fails when it saw one
 * (issue 5: no card number ever reaches the logs, checked across the whole suite).
 */
export function cardScanningLog(): { stream: Writable; found: string[] } {
  const found: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const digits of cardNumbersIn(chunk.toString())) found.push(`…${digits.slice(-4)}`);
      done();
    },
  });
  return { stream, found };
}

export function failOnLoggedCards(app: FastifyInstance, found: readonly string[]): void {
  app.addHook('onClose', async () => {
    if (found.length > 0) throw new Error(`Card numbers reached the server log: ${found.join(', ')}`);
  });
}
