import { addContributor, getCommercePreferences, listVariantWeights } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { seedStore, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

const ADMIN = '/api/admin/commerce';

eachDialect('owner checkout rules API', (getDb) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function owner(): Promise<{
    app: FastifyInstance;
    site: SeededSite;
    auth: SignedIn;
    store: StoreFixture;
  }> {
    app = await buildTestApp(getDb());
    const site = await seedSite(getDb().db);
    const store = await seedStore(getDb().db, site.website.id);
    return { app, site, auth: await signIn(app, site), store };
  }

  const send = (
    a: FastifyInstance,
    auth: SignedIn,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    extra = {},
  ) => a.inject({ method, url, headers: { ...auth.headers, ...extra }, ...(payload && { payload }) });

  it('creates, lists, changes and deletes shipping rates, refusing bad ones field by field', async () => {
    const { app: a, auth } = await owner();
    const created = await send(a, auth, 'POST', `${ADMIN}/shipping-rates`, {
      name: 'By weight',
      kind: 'weight',
      countries: ['US', 'CA'],
      amountCents: 300,
      perKgCents: 150,
    });
    expect(created.statusCode).toBe(201);
    const rate = created.json() as { id: string };
    expect(rate).toMatchObject({ kind: 'weight', countries: ['US', 'CA'], freeAboveCents: 0, enabled: true });
    const bad = await send(a, auth, 'POST', `${ADMIN}/shipping-rates`, {
      name: '',
      kind: 'teleport',
      amountCents: -1,
      countries: ['usa'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'amountCents',
      'countries.0',
      'kind',
      'name',
    ]);
    const changed = await send(a, auth, 'PUT', `${ADMIN}/shipping-rates/${rate.id}`, { enabled: false });
    expect(changed.json()).toMatchObject({ enabled: false, perKgCents: 150 });
    expect((await send(a, auth, 'GET', `${ADMIN}/shipping-rates`)).json()).toHaveLength(1);
    expect((await send(a, auth, 'DELETE', `${ADMIN}/shipping-rates/${rate.id}`)).statusCode).toBe(204);
    expect((await send(a, auth, 'DELETE', `${ADMIN}/shipping-rates/${rate.id}`)).statusCode).toBe(404);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const { app: a, auth } = await owner();
    const body = { name: 'Flat', kind: 'flat', amountCents: 500 };
    const first = await send(a, auth, 'POST', `${ADMIN}/shipping-rates`, body, {
      'idempotency-key': 'rate-1',
    });
    const again = await send(a, auth, 'POST', `${ADMIN}/shipping-rates`, body, {
      'idempotency-key': 'rate-1',
    });
    expect(again.json()).toEqual(first.json());
    expect((await send(a, auth, 'GET', `${ADMIN}/shipping-rates`)).json()).toHaveLength(1);
  });

  it('keeps one tax rule per country or region and checks the rate', async () => {
    const { app: a, auth } = await owner();
    const ny = await send(a, auth, 'POST', `${ADMIN}/tax-rules`, {
      name: 'NY',
      country: 'US',
      region: 'NY',
      rate: '8.875',
    });
    expect(ny.json()).toMatchObject({ rate: '8.875', included: false, appliesToShipping: false });
    const again = await send(a, auth, 'POST', `${ADMIN}/tax-rules`, {
      name: 'NY2',
      country: 'US',
      region: 'NY',
      rate: '1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'A tax rule for this country and region already exists.' });
    const bad = await send(a, auth, 'POST', `${ADMIN}/tax-rules`, {
      name: 'Bad',
      country: 'US',
      rate: '8.8.8',
    });
    expect(bad.json()).toMatchObject({
      errors: { rate: 'Use a percentage from 0 to 100 with up to 4 decimals' },
    });
    const vat = await send(a, auth, 'POST', `${ADMIN}/tax-rules`, {
      name: 'VAT',
      country: 'GB',
      rate: '20',
      included: true,
    });
    const id = (vat.json() as { id: string }).id;
    expect(
      (await send(a, auth, 'PUT', `${ADMIN}/tax-rules/${id}`, { country: 'US', region: 'NY' })).statusCode,
    ).toBe(409);
    expect((await send(a, auth, 'PUT', `${ADMIN}/tax-rules/${id}`, { rate: '19.5' })).json()).toMatchObject({
      rate: '19.5',
      country: 'GB',
      included: true,
    });
  });

  it('validates coupons across fields and keeps codes unique', async () => {
    const { app: a, auth, store } = await owner();
    const created = await send(a, auth, 'POST', `${ADMIN}/coupons`, {
      code: 'MUGS20',
      kind: 'percentage',
      percent: '20',
      scope: 'products',
      productIds: [store.mug.item_id],
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt: 1000,
      endsAt: 2000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'MUGS20', timesUsed: 0, scope: 'products' });
    const dup = await send(a, auth, 'POST', `${ADMIN}/coupons`, { code: 'mugs20', kind: 'free-shipping' });
    expect(dup.json()).toMatchObject({ error: 'A coupon with this code already exists.' });
    const bad = await send(a, auth, 'POST', `${ADMIN}/coupons`, {
      code: 'X!',
      kind: 'fixed',
      scope: 'categories',
      startsAt: 5,
      endsAt: 5,
    });
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'amountCents',
      'categoryIds',
      'code',
      'endsAt',
    ]);
    const cross = await send(a, auth, 'POST', `${ADMIN}/coupons`, {
      code: 'OK1',
      kind: 'fixed',
      scope: 'categories',
      startsAt: 5,
      endsAt: 5,
    });
    expect(Object.keys((cross.json() as { errors: object }).errors).sort()).toEqual([
      'amountCents',
      'categoryIds',
      'endsAt',
    ]);
    const id = (created.json() as { id: string }).id;
    expect((await send(a, auth, 'GET', `${ADMIN}/coupons/${id}`)).json()).toMatchObject({ usageLimit: 100 });
    const replaced = await send(a, auth, 'PUT', `${ADMIN}/coupons/${id}`, {
      code: 'TEN',
      kind: 'fixed',
      amountCents: 1000,
    });
    expect(replaced.json()).toMatchObject({ code: 'TEN', scope: 'all', usageLimit: null });
  });

  it('keeps the minimum order subtotal where the cart page reads it', async () => {
    const { app: a, auth, site } = await owner();
    const { db } = getDb();
    expect((await send(a, auth, 'GET', `${ADMIN}/checkout-settings`)).json()).toEqual({
      minimumSubtotalCents: null,
    });
    await send(a, auth, 'PUT', `${ADMIN}/checkout-settings`, { minimumSubtotalCents: 2500 });
    expect(await getCommercePreferences(db, site.website.id, 'cart')).toEqual({ minimumSubtotalCents: 2500 });
    await send(a, auth, 'PUT', `${ADMIN}/checkout-settings`, { minimumSubtotalCents: null });
    expect(await getCommercePreferences(db, site.website.id, 'cart')).toEqual({});
  });

  it('sets variant shipping weights', async () => {
    const { app: a, auth, site, store } = await owner();
    const variantId = store.mug.variants[0]?.id ?? '';
    const set = await send(a, auth, 'PUT', `${ADMIN}/variants/${variantId}/weight`, { weightGrams: 450 });
    expect(set.json()).toEqual({ weightGrams: 450 });
    expect(await listVariantWeights(getDb().db, site.website.id, [variantId])).toEqual(
      new Map([[variantId, 450]]),
    );
    expect(
      (await send(a, auth, 'PUT', `${ADMIN}/variants/${'0'.repeat(24)}/weight`, { weightGrams: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('lets admins and store managers change settings, nobody else', async () => {
    const { app: a, site } = await owner();
    const { db } = getDb();
    for (const [role, status] of [
      [8, 200],
      [15, 200],
      [4, 403],
      [3, 403],
      [10, 403],
    ] as const) {
      const person = await seedSite(db, role);
      await addContributor(db, site.website.id, person.ownerId, role);
      const auth = await signIn(a, site, person.ownerEmail);
      const response = await send(a, auth, 'PUT', `${ADMIN}/checkout-settings`, {
        minimumSubtotalCents: null,
      });
      expect(response.statusCode, `role ${role}`).toBe(status);
    }
  });
});
