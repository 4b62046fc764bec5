import { createRequire } from 'node:module';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import type { FieldErrors } from '../failure.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn's score 0–4; 3 is "safely unguessable" against an online attack with no throttling. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooWeak: 'This password is too easy to guess. Add a few more words or characters.',
} as const;

const requireLazily = createRequire(import.meta.url);
let estimator: ZxcvbnFactory | undefined;

/**
 * The estimator, built on the first password checked: unpacking and ranking its dictionaries
 * takes about 0.3 s of CPU, which every start paid before the server could listen (issue 16).
 */
function estimatorOf(): ZxcvbnFactory {
  if (!estimator) {
    const { adjacencyGraphs, dictionary } = requireLazily(
      '@zxcvbn-ts/language-common',
    ) as typeof LanguageCommon;
    estimator = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  }
  return estimator;
}

/** How hard a password is to guess (0–4), counting the person's own e-mail and name against it. */
export function passwordScore(password: string, personal: readonly string[] = []): number {
  const inputs = personal
    .flatMap((text) => text.toLowerCase().split(/[^a-z0-9]+/))
    .filter((w) => w.length > 2);
  return estimatorOf().check(password.slice(0, PASSWORD_MAX_LENGTH), inputs).score;
}

/** The password rules of a site user's new password: the first one broken, as a field error. */
export function checkPassword(password: string, personal: readonly string[] = []): FieldErrors {
  if ([...password].length < PASSWORD_MIN_LENGTH) return { password: PASSWORD_MESSAGES.tooShort };
  if ([...password].length > PASSWORD_MAX_LENGTH) return { password: PASSWORD_MESSAGES.tooLong };
  if (passwordScore(password, personal) < PASSWORD_MIN_SCORE) return { password: PASSWORD_MESSAGES.tooWeak };
  return {};
}
