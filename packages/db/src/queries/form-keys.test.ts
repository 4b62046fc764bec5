import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import type { Executor } from './executor.js';
import {
  consumeSubmissionKey,
  deleteExpiredCaptchaUses,
  deleteExpiredSubmissionKeys,
  ensureCaptchaSecret,
  insertFormFlash,
  insertSubmissionKey,
  recordCaptchaUse,
  takeFormFlash,
} from './form-keys.js';
import { insertForm } from './forms.js';
import { createWebsite } from './websites.js';

async function site(db: Executor): Promise<string> {
  return (await createWebsite(db, { slug: `k${newId()}`, title: 'Keys' })).id;
}

eachDialect('form submission keys, flashes and captcha uses', (getDb) => {
  it('accepts a key once, only on its own website and before it expires', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const now = Date.now();
    await insertSubmissionKey(db, a, 'hash-1', now + 60_000);
    expect(await consumeSubmissionKey(db, b, 'hash-1', now)).toBe(false);
    expect(await consumeSubmissionKey(db, a, 'hash-1', now)).toBe(true);
    expect(await consumeSubmissionKey(db, a, 'hash-1', now)).toBe(false);
    await insertSubmissionKey(db, a, 'hash-2', now + 1000);
    expect(await consumeSubmissionKey(db, a, 'hash-2', now + 1000)).toBe(false);
    expect(await deleteExpiredSubmissionKeys(db, a, now + 2000)).toBe(1);
    expect(await consumeSubmissionKey(db, a, 'unknown', now)).toBe(false);
  });

  it('lets exactly one of two racing requests use a key', async () => {
    const { db } = getDb();
    const a = await site(db);
    await insertSubmissionKey(db, a, 'race', Date.now() + 60_000);
    const results = await Promise.all([
      consumeSubmissionKey(db, a, 'race', Date.now()),
      consumeSubmissionKey(db, a, 'race', Date.now()),
      consumeSubmissionKey(db, a, 'race', Date.now()),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('hands a flash only to the same visitor, once, before it expires', async () => {
    const { db } = getDb();
    const websiteId = await site(db);
    const form = await insertForm(db, websiteId, { name: 'F', fields: [], submitLabel: 'Send' });
    const now = Date.now();
    const flash = {
      formId: form.id,
      visitorHash: 'v1',
      payload: { kind: 'success' },
      expiresAt: now + 60_000,
    };
    const id = await insertFormFlash(db, websiteId, flash);
    expect(
      await takeFormFlash(db, websiteId, { id, formId: form.id, visitorHash: 'v2', now }),
    ).toBeUndefined();
    expect(await takeFormFlash(db, websiteId, { id, formId: form.id, visitorHash: 'v1', now })).toEqual({
      kind: 'success',
    });
    expect(
      await takeFormFlash(db, websiteId, { id, formId: form.id, visitorHash: 'v1', now }),
    ).toBeUndefined();
    const old = await insertFormFlash(db, websiteId, { ...flash, expiresAt: now - 1 });
    expect(
      await takeFormFlash(db, websiteId, { id: old, formId: form.id, visitorHash: 'v1', now }),
    ).toBeUndefined();
  });

  it('keeps the first captcha secret of a website and records each challenge once', async () => {
    const { db } = getDb();
    const a = await site(db);
    expect(await ensureCaptchaSecret(db, a, 'first')).toBe('first');
    expect(await ensureCaptchaSecret(db, a, 'second')).toBe('first');
    const b = await site(db);
    expect(await ensureCaptchaSecret(db, b, 'other')).toBe('other');
    const now = Date.now();
    expect(await recordCaptchaUse(db, a, 'c1', now + 60_000)).toBe(true);
    expect(await recordCaptchaUse(db, a, 'c1', now + 60_000)).toBe(false);
    expect(await recordCaptchaUse(db, b, 'c1', now + 60_000)).toBe(true);
    await deleteExpiredCaptchaUses(db, a, now + 120_000);
    expect(await recordCaptchaUse(db, a, 'c1', now + 60_000)).toBe(true);
  });
});
