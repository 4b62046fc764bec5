import { randomBytes } from 'node:crypto';
import { findPlacesSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedSite, signIn, testConfig } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const SETTINGS = '/api/admin/commerce/places-settings';
const KEY_A = 'AIzaStandInKeyForTestsAaaa';
const KEY_B = 'AIzaStandInKeyForTestsBbbb';
const CHANGED_ELSEWHERE =
  'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.';

eachDialect('places settings versions', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig({ TESSERA_SECRETS_KEY: randomBytes(32).toString('base64') }), {
      database: getDb(),
    });
  });
  afterAll(() => app.close());

  async function newOwner(): Promise<{ owner: OwnerCall; websiteId: string }> {
    const site = await seedSite(getDb().db);
    return { owner: ownerApi(app, await signIn(app, site)), websiteId: site.website.id };
  }

  it('saves from the version seen; a stale save is refused with the current settings, key masked', async () => {
    const { owner } = await newOwner();
    expect((await owner('GET', SETTINGS)).json()).toMatchObject({ provider: null, version: 0 });
    const first = await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_A, version: 0 });
    expect(first.statusCode).toBe(200);
    const v1 = first.json().version as number;
    expect(v1).toBeGreaterThan(0);
    // Another owner's first save, made from "none saved", comes second: refused, not replaced.
    const late = await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_B, version: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      error: CHANGED_ELSEWHERE,
      latest: { provider: 'google', keyHint: '••••Aaaa', version: v1, encryptionKeyConfigured: true },
    });
    expect(late.body).not.toContain(KEY_A);
    const second = await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_B, version: v1 });
    expect(second.statusCode).toBe(200);
    expect(second.json().version).toBeGreaterThan(v1);
    // A save from the first version is stale now.
    const stale = await owner('PUT', SETTINGS, { provider: 'google', version: v1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().latest).toMatchObject({ keyHint: '••••Bbbb', version: second.json().version });
    // Without a version the save replaces what is stored (a retry is the same save).
    expect((await owner('PUT', SETTINGS, { provider: 'google' })).json()).toMatchObject({
      keyHint: '••••Bbbb',
    });
  });

  it('removes only the settings seen; removing what is gone is done', async () => {
    const { owner, websiteId } = await newOwner();
    const saved = (await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_A })).json();
    const again = (await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_B })).json();
    const stale = await owner('DELETE', `${SETTINGS}?version=${saved.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'changed-elsewhere', latest: { keyHint: '••••Bbbb' } });
    expect(await findPlacesSettings(getDb().db, websiteId)).toBeDefined();
    const removed = await owner('DELETE', `${SETTINGS}?version=${again.version}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ provider: null, keyHint: null, version: 0 });
    expect(await findPlacesSettings(getDb().db, websiteId)).toBeUndefined();
    // A retry of the removal, or one made from any version, finds nothing to remove: done.
    const retried = await owner('DELETE', `${SETTINGS}?version=${again.version}`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().removedKey).toBeUndefined();
  });

  it('a removal hands back the key sealed, never plain; a save given it puts the key back', async () => {
    const { owner } = await newOwner();
    const saved = (await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_A })).json();
    const removed = await owner('DELETE', `${SETTINGS}?version=${saved.version}`);
    expect(removed.body).not.toContain(KEY_A);
    const { removedKey } = removed.json() as { removedKey: string };
    expect(removedKey).toMatch(/^v1\./);
    // Undo of the removal: made from "none saved", with the sealed key only.
    const restored = await owner('PUT', SETTINGS, { provider: 'google', restoreKey: removedKey, version: 0 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ provider: 'google', keyHint: '••••Aaaa' });
  });

  it("refuses another website's removed key, and a stored sealed key posing as a removed one", async () => {
    const first = await newOwner();
    const other = await newOwner();
    const saved = (await first.owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_A })).json();
    const { removedKey } = (await first.owner('DELETE', `${SETTINGS}?version=${saved.version}`)).json();
    const stolen = await other.owner('PUT', SETTINGS, { provider: 'google', restoreKey: removedKey });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('places-key-required');
    await other.owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_B });
    const row = await findPlacesSettings(getDb().db, other.websiteId);
    await other.owner('DELETE', SETTINGS);
    const posing = await other.owner('PUT', SETTINGS, { provider: 'google', restoreKey: row?.sealed_key });
    expect(posing.statusCode).toBe(400);
  });

  it('refuses a malformed version or restore key', async () => {
    const { owner } = await newOwner();
    expect(
      (await owner('PUT', SETTINGS, { provider: 'google', apiKey: KEY_A, version: -1 })).statusCode,
    ).toBe(400);
    expect((await owner('PUT', SETTINGS, { provider: 'google', restoreKey: '<script>' })).statusCode).toBe(
      400,
    );
    expect((await owner('DELETE', `${SETTINGS}?version=abc`)).statusCode).toBe(400);
  });
});
