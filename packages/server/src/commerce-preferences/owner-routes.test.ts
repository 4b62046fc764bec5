import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

eachDialect('commerce preferences API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const stamp = async (namespace: string) =>
    (
      await getDb()
        .db.selectFrom('commerce_preferences')
        .select('updated_at')
        .where('website_id', '=', site.website.id)
        .where('namespace', '=', namespace)
        .executeTakeFirst()
    )?.updated_at;

  it('answers an empty object for a namespace never saved', async () => {
    const response = await call('GET', '/api/v1/commerce-preferences/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('merges a PUT over what is stored and drops websiteId', async () => {
    await call('PUT', '/api/v1/commerce-preferences/checkout', {
      expressCheckout: true,
      minimumSubtotal: 1500,
    });
    const merged = await call('PUT', '/api/v1/commerce-preferences/checkout', {
      minimumSubtotal: 2000,
      notes: { enabled: true },
      websiteId: 'someone-else',
    });
    expect(merged.statusCode).toBe(200);
    const expected = { expressCheckout: true, minimumSubtotal: 2000, notes: { enabled: true } };
    expect(merged.json()).toEqual(expected);
    expect((await call('GET', '/api/v1/commerce-preferences/checkout')).json()).toEqual(expected);
  });

  it('writes only when a value differs', async () => {
    await call('PUT', '/api/v1/commerce-preferences/reviews', { enabled: true });
    const before = await stamp('reviews');
    getDb().clock.advance(5); // a rewrite would be stamped later
    expect((await call('PUT', '/api/v1/commerce-preferences/reviews', { enabled: true })).statusCode).toBe(
      200,
    );
    expect(await stamp('reviews')).toBe(before);
    await call('PUT', '/api/v1/commerce-preferences/reviews', { enabled: false });
    expect(await stamp('reviews')).not.toBe(before);
  });

  it('refuses a PUT whose If-Match names preferences someone else replaced, with the latest', async () => {
    const path = '/api/v1/commerce-preferences/waitlist';
    const first = await call('PUT', path, { holdHours: 12 });
    const seen = first.headers.etag as string;
    expect(seen).toMatch(/^"[\w-]+"$/);
    const read = await call('GET', path);
    expect(read.headers.etag).toBe(seen);
    // A re-read must reach the server: the tag is what the next save is made from.
    expect(read.headers['cache-control']).toBe('no-store');
    const theirs = await call('PUT', path, { holdHours: 24 }, { 'if-match': seen });
    expect(theirs.statusCode).toBe(200);
    const mine = await call('PUT', path, { holdHours: 6 }, { 'if-match': seen });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ code: 'changed-elsewhere', latest: { holdHours: 24 } });
    expect(mine.headers.etag).toBe(theirs.headers.etag);
    expect((await call('GET', path)).json()).toEqual({ holdHours: 24 });
    // From the latest tag the save is made; without If-Match (the spec's clients) as before.
    const again = await call('PUT', path, { holdHours: 6 }, { 'if-match': theirs.headers.etag as string });
    expect(again.json()).toEqual({ holdHours: 6 });
    expect((await call('PUT', path, { holdHours: 8 })).statusCode).toBe(200);
  });

  it('answers the checkout settings with a tag, and refuses a stale save of them', async () => {
    const path = '/api/admin/commerce/checkout-settings';
    const seen = (await call('GET', path)).headers.etag as string;
    const theirs = await call('PUT', path, { minimumSubtotalCents: 2500 }, { 'if-match': seen });
    expect(theirs.json()).toEqual({ minimumSubtotalCents: 2500 });
    const mine = await call('PUT', path, { minimumSubtotalCents: 1000 }, { 'if-match': seen });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ code: 'changed-elsewhere', latest: { minimumSubtotalCents: 2500 } });
    expect((await call('GET', path)).json()).toEqual({ minimumSubtotalCents: 2500 });
    const cleared = await call(
      'PUT',
      path,
      { minimumSubtotalCents: null },
      { 'if-match': theirs.headers.etag as string },
    );
    expect(cleared.json()).toEqual({ minimumSubtotalCents: null });
  });

  it('keeps namespaces apart', async () => {
    await call('PUT', '/api/v1/commerce-preferences/a-one', { x: 1 });
    await call('PUT', '/api/v1/commerce-preferences/a-two', { y: 2 });
    expect((await call('GET', '/api/v1/commerce-preferences/a-one')).json()).toEqual({ x: 1 });
  });

  it('refuses bad namespaces and non-object bodies', async () => {
    expect((await call('GET', '/api/v1/commerce-preferences/..%2Fetc')).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/commerce-preferences/ok', [1, 2])).statusCode).toBe(400);
    const big = await call('PUT', '/api/v1/commerce-preferences/ok', { text: 'x'.repeat(70_000) });
    expect(big.statusCode).toBe(400);
  });

  it('needs commerce.settings', async () => {
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editor));
    expect((await asEditor('GET', '/api/v1/commerce-preferences/checkout')).statusCode).toBe(403);
    const manager = await seedSite(getDb().db, 8);
    const asManager = ownerApi(app, await signIn(app, manager));
    expect((await asManager('GET', '/api/v1/commerce-preferences/checkout')).statusCode).toBe(200);
  });
});
