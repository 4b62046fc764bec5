import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

const factory = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** zxcvbn's 0–4 score, counting the person's own words against the password (as the server does). */
export function passwordScore(password: string, personal: string[]): number {
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length > 2);
  return factory.check(password.slice(0, 256), words).score;
}
