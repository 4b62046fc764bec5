import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';

const CHANGED = 'This was changed elsewhere since you opened it.';

eachDialect('shipping rate and tax rule versions', (getDb) => {
  let app: FastifyInstance;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    call = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
  });
  afterAll(async () => app.close());

  it('refuses a rate change made from an old version, and keeps the other owner’s', async () => {
    const created = await call('POST', '/api/admin/commerce/shipping-rates', {
      name: 'Courier',
      kind: 'flat',
      amountCents: 400,
    });
    expect(created.statusCode).toBe(201);
    const rate = created.json();
    expect(rate.version).toBe(1);
    const path = `/api/admin/commerce/shipping-rates/${rate.id}`;
    const first = await call('PUT', path, { ...rate, id: undefined, amountCents: 500, version: 1 });
    expect(first.json()).toMatchObject({ amountCents: 500, version: 2 });
    const late = await call('PUT', path, { name: 'Courier', amountCents: 900, version: 1 });
    expect(late.statusCode).toBe(409);
    // With the rate as the other owner left it, so the studio can offer to load it.
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: { amountCents: 500, version: 2 },
    });
    expect(late.json().error).toContain(CHANGED);
    const list = (await call('GET', '/api/admin/commerce/shipping-rates')).json();
    expect(list.find((r: { id: string }) => r.id === rate.id)).toMatchObject({
      amountCents: 500,
      version: 2,
    });
    // Without a version (an API client that does not send one) the change is made.
    expect((await call('PUT', path, { amountCents: 600 })).json()).toMatchObject({ version: 3 });
    expect((await call('DELETE', path)).statusCode).toBe(204);
    expect((await call('PUT', path, { amountCents: 700, version: 3 })).statusCode).toBe(404);
  });

  it('refuses a tax rule change made from an old version', async () => {
    const rule = (
      await call('POST', '/api/admin/commerce/tax-rules', { name: 'VAT', country: 'DE', rate: '19' })
    ).json();
    const path = `/api/admin/commerce/tax-rules/${rule.id}`;
    expect((await call('PUT', path, { rate: '7', version: rule.version })).json()).toMatchObject({
      rate: '7',
      version: rule.version + 1,
    });
    const late = await call('PUT', path, { rate: '16', version: rule.version });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: { id: rule.id, rate: '7', version: rule.version + 1 },
    });
  });
});
