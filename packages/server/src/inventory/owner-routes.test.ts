import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { seedStore, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

const BASE = '/api/admin/commerce/inventory';

interface Cell {
  variantId: string;
  productTitle: string;
  qtyInStock: number;
  unlimited: boolean;
  version: number;
}
interface Movement {
  delta: number;
  reason: string;
  qtyAfter: number | null;
  note: string | null;
  actorName: string | null;
}

eachDialect('owner inventory API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let owner: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    owner = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const cellOf = async (variantId: string) => {
    const all = json<{ variants: Cell[] }>(await owner('GET', `${BASE}?limit=500`)).variants;
    const cell = all.find((c) => c.variantId === variantId);
    if (!cell) throw new Error(`no cell for ${variantId}`);
    return cell;
  };

  it('lists counted variants only, filtered by stock and search, paged by cursor', async () => {
    const page = json<{ variants: Cell[]; nextCursor: string | null }>(await owner('GET', `${BASE}?limit=3`));
    expect(page.variants).toHaveLength(3);
    expect(page.nextCursor).not.toBeNull();
    const rest = json<{ variants: Cell[] }>(
      await owner('GET', `${BASE}?limit=500&cursor=${page.nextCursor}`),
    );
    const ids = [...page.variants, ...rest.variants].map((c) => c.variantId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(store.ebook.variants[0]?.id);
    expect(ids).not.toContain(store.giftCard.variants[0]?.id);
    const out = json<{ variants: Cell[] }>(await owner('GET', `${BASE}?stock=out&search=shirt`)).variants;
    expect(out.map((c) => c.variantId)).toEqual([store.shirt.variants[1]?.id]);
    const low = json<{ variants: Cell[] }>(await owner('GET', `${BASE}?stock=low&lowStockAt=2&search=shirt`));
    expect(low.variants.map((c) => c.qtyInStock)).toEqual([2]);
  });

  it('saves a stock cell once per version: the later save of two is refused as changed elsewhere', async () => {
    const mug = store.mug.variants[0]!.id;
    const loaded = await cellOf(mug);
    const first = await owner('PATCH', `${BASE}/${mug}`, {
      version: loaded.version,
      qtyInStock: 12,
      note: 'Counted the shelf',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ qtyInStock: 12, version: loaded.version + 1 });
    const second = await owner('PATCH', `${BASE}/${mug}`, { version: loaded.version, qtyInStock: 4 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'changed-elsewhere' });
    expect((await cellOf(mug)).qtyInStock).toBe(12);
  });

  it('records every manual change with its reason, note, stock after and who made it', async () => {
    const lesson = store.lesson.variants[0]!.id;
    let cell = await cellOf(lesson);
    await owner('PATCH', `${BASE}/${lesson}`, { version: cell.version, qtyInStock: 7 });
    cell = await cellOf(lesson);
    await owner('PATCH', `${BASE}/${lesson}`, { version: cell.version, unlimited: true });
    const history = json<{ movements: Movement[] }>(
      await owner('GET', `${BASE}/${lesson}/history`),
    ).movements;
    expect(history).toEqual([
      expect.objectContaining({
        reason: 'manual',
        delta: 0,
        qtyAfter: null,
        note: 'Stock set to unlimited',
        actorName: 'Owner',
      }),
      expect.objectContaining({ reason: 'manual', delta: -3, qtyAfter: 7, note: null, actorName: 'Owner' }),
    ]);
  });

  it('the product editor’s stock edits land in the same history, and refuse stale versions', async () => {
    const red = store.shirt.variants[0]!;
    const stale = await owner('PATCH', `/api/admin/variants/${red.id}`, {
      version: red.version + 5,
      qtyInStock: 1,
    });
    expect(stale.statusCode).toBe(409);
    const saved = await owner('PATCH', `/api/admin/variants/${red.id}`, { qtyInStock: 9, price: 2500 });
    expect(saved.json()).toMatchObject({ qtyInStock: 9, price: 2500 });
    const history = json<{ movements: Movement[] }>(
      await owner('GET', `${BASE}/${red.id}/history`),
    ).movements;
    expect(history[0]).toMatchObject({ reason: 'manual', delta: 4, qtyAfter: 9 });
  });

  it('refuses bad counts with the field’s message, and other websites’ variants', async () => {
    const mug = await cellOf(store.mug.variants[0]!.id);
    for (const qtyInStock of [-1, 1.5, '3']) {
      const bad = await owner('PATCH', `${BASE}/${mug.variantId}`, { version: mug.version, qtyInStock });
      expect(bad.statusCode).toBe(400);
    }
    const other = await seedSite(getDb().db);
    const theirs = await seedStore(getDb().db, other.website.id);
    const foreign = theirs.mug.variants[0]!.id;
    expect((await owner('PATCH', `${BASE}/${foreign}`, { version: 1, qtyInStock: 1 })).statusCode).toBe(404);
    expect((await owner('GET', `${BASE}/${foreign}/history`)).statusCode).toBe(404);
  });

  it('is for roles with commerce.products only', async () => {
    const { db } = getDb();
    const unsigned = await app.inject({ url: BASE, headers: { host: site.host } });
    expect(unsigned.statusCode).toBe(401);
    const storeManager = await seedSite(db, 8);
    const asManager = ownerApi(app, await signIn(app, storeManager));
    expect((await asManager('GET', BASE)).statusCode).toBe(200);
    const moderator = await seedSite(db, 6);
    const asModerator = ownerApi(app, await signIn(app, moderator));
    expect((await asModerator('GET', BASE)).statusCode).toBe(403);
  });
});
