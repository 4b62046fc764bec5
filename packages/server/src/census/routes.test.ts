import {
  countCensusEvents,
  countQuickViews,
  listCensusEvents,
  updateCollection,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestForm } from '../forms/testing/form-fixtures.js';
import { visitor } from '../testing/visitor.js';
import { seedStore, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { CENSUS_LIMIT } from './routes.js';
import { visitorIdOf } from './service.js';

describe('visitorIdOf', () => {
  it('keeps only a well-formed identifier of the census record cookie', () => {
    expect(visitorIdOf('abc-123|1|2|3|4|5')).toBe('abc-123');
    expect(visitorIdOf('<script>|1')).toBeNull();
    expect(visitorIdOf(undefined)).toBeNull();
    expect(visitorIdOf('x'.repeat(200))).toBeNull();
  });
});

eachDialect('census form-render', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
  });
  afterAll(async () => app.close());

  it('records a render of one of the website’s forms with the visitor id', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/form-render',
      headers: who.headers(),
      payload: { formId: form.id, visitorCookie: 'v-1|1|2|3|4|1' },
    });
    expect(response.json()).toEqual({ recorded: true });
    const events = await listCensusEvents(db, site.website.id, 'form-render');
    expect(events.map((e) => [e.form_id, e.visitor_cookie])).toEqual([[form.id, 'v-1']]);
  });

  it('records nothing for an unknown or another website’s form, or without the crumb', async () => {
    const other = await seedSite(db);
    const theirs = await createTestForm(db, other.website.id);
    const who = visitor(app, site.host);
    for (const formId of ['unknown', theirs.id]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/census/form-render',
        headers: who.headers(),
        payload: { formId },
      });
      expect(response.json()).toEqual({ recorded: false });
    }
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/census/form-render',
      headers: { host: site.host },
      payload: { formId: theirs.id },
    });
    expect(noCrumb.statusCode).toBe(403);
    expect(await countCensusEvents(db, other.website.id, 'form-render')).toBe(0);
  });
});

eachDialect('census RecordQuickView', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    store = await seedStore(db, site.website.id);
  });
  afterAll(async () => app.close());

  const quickView = (
    id: string,
    headers: Record<string, string>,
    payload?: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/census/RecordQuickView/${id}`,
      remoteAddress,
      headers,
      ...(payload !== undefined && { payload }),
    });

  it('records a quick view of a published product: 204, with or without a census cookie', async () => {
    const who = visitor(app, site.host);
    const plain = await quickView(store.mug.item_id, who.headers());
    expect(plain.statusCode).toBe(204);
    expect(plain.body).toBe('');
    expect(
      (await quickView(store.mug.item_id, who.headers(), { visitorCookie: 'v-9|1|2|3|4|1' })).statusCode,
    ).toBe(204);
    expect(await countQuickViews(db, site.website.id, store.mug.item_id)).toBe(2);
    const cookies = await db
      .selectFrom('census_quick_views')
      .select('visitor_cookie')
      .where('product_id', '=', store.mug.item_id)
      .execute();
    expect(cookies.map((r) => r.visitor_cookie ?? 'none').sort()).toEqual(['none', 'v-9']);
  });

  it('answers 404 for an unknown id, a draft, a private item, another website’s product or a disabled store', async () => {
    const other = await seedSite(db);
    const theirs = await seedStore(db, other.website.id);
    const who = visitor(app, site.host);
    for (const id of ['unknown', store.draft.item_id, store.privateItem.item_id, theirs.mug.item_id]) {
      const response = await quickView(id, who.headers());
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not-found' });
    }
    expect(await countQuickViews(db, other.website.id, theirs.mug.item_id)).toBe(0);
    const hidden = await seedSite(db);
    const hiddenStore = await seedStore(db, hidden.website.id);
    await updateCollection(db, hidden.website.id, hiddenStore.collectionId, { enabled: false });
    expect((await quickView(hiddenStore.mug.item_id, visitor(app, hidden.host).headers())).statusCode).toBe(
      404,
    );
  });

  it('needs the crumb echoed like the other census call', async () => {
    const missing = await quickView(store.mug.item_id, { host: site.host });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'crumb-missing' });
    const who = visitor(app, site.host);
    const wrong = await quickView(store.mug.item_id, { ...who.headers(), 'x-csrf-token': 'not-the-crumb' });
    expect(wrong.json()).toMatchObject({ code: 'crumb-mismatch' });
    expect(await countQuickViews(db, site.website.id, store.shirt.item_id)).toBe(0);
  });

  it(`answers 429 with the spec's message after ${CENSUS_LIMIT.max} quick views a minute from one address`, async () => {
    const who = visitor(app, site.host);
    const address = '192.0.2.60';
    for (let i = 0; i < CENSUS_LIMIT.max; i += 1) {
      expect((await quickView(store.shirt.item_id, who.headers(), undefined, address)).statusCode).toBe(204);
    }
    const over = await quickView(store.shirt.item_id, visitor(app, site.host).headers(), undefined, address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate-limited', error: 'Please try again in a few seconds.' });
    expect(await countQuickViews(db, site.website.id, store.shirt.item_id)).toBe(CENSUS_LIMIT.max);
    // A new crumb on the same address is held back too; another address is not.
    expect((await quickView(store.shirt.item_id, visitor(app, site.host).headers())).statusCode).toBe(204);
  });
});
