import { CAPTCHA_ACTIONS } from '@tessera/core';
import { createWebsite, newId, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, it } from 'vitest';
import { altchaProvider } from './altcha-provider.js';

const provider = altchaProvider({ counterMin: 10, counterMax: 200, ttlMs: 60_000 });
const action = CAPTCHA_ACTIONS.formBlock;

async function site(db: Executor): Promise<string> {
  return (await createWebsite(db, { slug: `a${newId()}`, title: 'Altcha' })).id;
}

/** Solves like the browser widget does and encodes the payload it submits. */
export async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

eachDialect('self-hosted captcha (altcha)', (getDb) => {
  it('describes its widget by the challenge URL of the form', () => {
    expect(provider.widget('form1', action)).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/form/captcha/form1/challenge',
    });
  });

  it('accepts a solved challenge once, for its own form and website only', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const challenge = await provider.challenge(db, websiteId, 'form1');
    expect(challenge.signature).toEqual(expect.any(String));
    const token = await solvedToken(challenge);
    const check = { db, websiteId, formId: 'form1', action, token };
    expect(await provider.verify({ ...check, formId: 'form2' })).toEqual({ ok: false, error: 'wrong-form' });
    expect(await provider.verify({ ...check, websiteId: await site(db) })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await provider.verify(check)).toEqual({ ok: true, value: undefined });
    expect(await provider.verify(check)).toEqual({ ok: false, error: 'replayed' });
  });

  it('refuses a missing, garbled, unsolved or tampered token', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const base = { db, websiteId, formId: 'f', action };
    expect(await provider.verify({ ...base, token: undefined })).toEqual({ ok: false, error: 'missing' });
    expect(await provider.verify({ ...base, token: '%%%' })).toEqual({ ok: false, error: 'invalid' });
    const challenge = await provider.challenge(db, websiteId, 'f');
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    expect(await provider.verify({ ...base, token: wrong })).toEqual({ ok: false, error: 'invalid' });
    const solved = JSON.parse(Buffer.from(await solvedToken(challenge), 'base64').toString()) as {
      challenge: Challenge;
    };
    solved.challenge.parameters.data = { formId: 'other', challengeId: 'x' };
    const tampered = Buffer.from(JSON.stringify(solved)).toString('base64');
    expect(await provider.verify({ ...base, token: tampered })).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses an expired challenge', async () => {
    const { db, clock } = getDb();
    const websiteId = await site(db);
    const shortLived = altchaProvider({ counterMin: 1, counterMax: 5, ttlMs: 1000 });
    const challenge = await shortLived.challenge(db, websiteId, 'f');
    const token = await solvedToken(challenge);
    // The challenge carries its expiry in whole seconds: past it, whatever the rounding.
    clock.advance(2100);
    expect(await shortLived.verify({ db, websiteId, formId: 'f', action, token })).toEqual({
      ok: false,
      error: 'expired',
    });
  });
});
