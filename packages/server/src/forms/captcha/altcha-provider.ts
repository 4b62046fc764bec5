import { randomBytes, randomInt } from 'node:crypto';
import { err, ok, type CaptchaAction, type CaptchaWidgetConfig } from '@tessera/core';
import {
  clockOf,
  deleteExpiredCaptchaUses,
  ensureCaptchaSecret,
  newId,
  recordCaptchaUse,
  type Executor,
} from '@tessera/db';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaCheck, CaptchaProvider } from './captcha-provider.js';

/** How hard the proof of work is: the solver tries counters from 0 up to a secret one in this range. */
export interface AltchaDifficulty {
  counterMin: number;
  counterMax: number;
  /** How long a challenge can be solved and used. */
  ttlMs: number;
}

/** About 50 000 SHA-256 hashes on average: well under a second in a browser's workers. */
export const DEFAULT_ALTCHA_DIFFICULTY: AltchaDifficulty = Object.freeze({
  counterMin: 20_000,
  counterMax: 80_000,
  ttlMs: 10 * 60_000,
});

const ALGORITHM = 'SHA-256';

export function altchaChallengePath(formId: string): string {
  return `/api/form/captcha/${encodeURIComponent(formId)}/challenge`;
}

async function secretsOf(db: Executor, websiteId: string) {
  const secret = await ensureCaptchaSecret(db, websiteId, randomBytes(32).toString('hex'));
  // Two secrets from one: the challenge signature and the derived-key signature must differ.
  return { signature: `${secret}:challenge`, key: `${secret}:key` };
}

function decodePayload(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof payload === 'object' &&
      payload !== null &&
      typeof payload.challenge?.parameters === 'object' &&
      typeof payload.solution === 'object';
    return ok ? payload : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA): no third party, works offline. Challenges are
 * signed with a per-website secret kept in the database (so every process of the install agrees),
 * carry the form id and a challenge id, expire, and each solution is accepted once.
 */
export function altchaProvider(difficulty: AltchaDifficulty = DEFAULT_ALTCHA_DIFFICULTY): CaptchaProvider & {
  challenge(db: Executor, websiteId: string, formId: string): Promise<Challenge>;
} {
  return {
    kind: 'altcha',
    widget(formId: string, _action: CaptchaAction): CaptchaWidgetConfig {
      return { provider: 'altcha', challengeUrl: altchaChallengePath(formId) };
    },
    async challenge(db, websiteId, formId) {
      const secrets = await secretsOf(db, websiteId);
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax + 1),
        deriveKey,
        expiresAt: new Date(clockOf(db).now() + difficulty.ttlMs),
        data: { formId, challengeId: newId() },
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      });
    },
    async verify(check: CaptchaCheck) {
      if (!check.token) return err('missing');
      const payload = decodePayload(check.token);
      if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return err('invalid');
      // The expiry is judged on the app's clock (altcha-lib would read the machine's), before the
      // signature, as the library does.
      const now = clockOf(check.db).now();
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (expiresAt !== undefined && expiresAt * 1000 < now) return err('expired');
      const secrets = await secretsOf(check.db, check.websiteId);
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => undefined);
      if (!result) return err('invalid');
      if (result.expired) return err('expired');
      if (!result.verified) return err('invalid');
      const data = payload.challenge.parameters.data ?? {};
      if (data['formId'] !== check.formId) return err('wrong-form');
      await deleteExpiredCaptchaUses(check.db, check.websiteId, now);
      const keepUntil = (expiresAt ?? 0) * 1000 || now + difficulty.ttlMs;
      const first = await recordCaptchaUse(check.db, check.websiteId, String(data['challengeId']), keepUntil);
      return first ? ok(undefined) : err('replayed');
    },
  };
}
