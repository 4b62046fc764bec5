import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';

const CHANGED = 'This was changed elsewhere since you opened it.';
const BASE = '/api/admin/commerce/coupons';

eachDialect('coupon versions', (getDb) => {
  let app: FastifyInstance;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    call = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
  });
  afterAll(async () => app.close());

  it('of two saves made from one version, one wins and the other is refused with the latest coupon', async () => {
    const created = await call('POST', BASE, { code: 'SPRING', kind: 'percentage', percent: '10' });
    expect(created.statusCode).toBe(201);
    const { id, version: _v, timesUsed: _t, ...body } = created.json();
    expect(created.json().version).toBe(1);
    const path = `${BASE}/${id}`;
    const first = await call('PUT', path, { ...body, percent: '15', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ percent: '15', version: 2 });
    const late = await call('PUT', path, { ...body, percent: '50', usageLimit: 3, version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: { id, percent: '15', usageLimit: null, version: 2 },
    });
    expect(late.json().error).toContain(CHANGED);
    expect((await call('GET', path)).json()).toMatchObject({ percent: '15', version: 2 });
    // Saved again from the version the refusal showed, the change is made.
    const retried = await call('PUT', path, { ...body, percent: '50', version: 2 });
    expect(retried.json()).toMatchObject({ percent: '50', version: 3 });
  });

  it('lets exactly one of two racing saves from one version win', async () => {
    const created = (await call('POST', BASE, { code: 'RACE', kind: 'percentage', percent: '10' })).json();
    const path = `${BASE}/${created.id}`;
    const base = { code: 'RACE', kind: 'percentage', version: 1 };
    const answers = await Promise.all([
      call('PUT', path, { ...base, percent: '20' }),
      call('PUT', path, { ...base, percent: '30' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect((await call('GET', path)).json()).toMatchObject({ percent: winner.percent, version: 2 });
  });

  it('saves without a version as before, and answers a code taken or a missing coupon as failures', async () => {
    const a = (await call('POST', BASE, { code: 'ALPHA', kind: 'free-shipping' })).json();
    await call('POST', BASE, { code: 'BETA', kind: 'free-shipping' });
    const path = `${BASE}/${a.id}`;
    const unversioned = await call('PUT', path, { code: 'ALPHA', kind: 'free-shipping', enabled: false });
    expect(unversioned.json()).toMatchObject({ enabled: false, version: 2 });
    const taken = await call('PUT', path, { code: 'beta', kind: 'free-shipping', version: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'coupon-code-taken' });
    expect(taken.json().latest).toBeUndefined();
    expect((await call('DELETE', path)).statusCode).toBe(204);
    const gone = await call('PUT', path, { code: 'ALPHA', kind: 'free-shipping', version: 2 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'not-found' });
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('DELETE', path)).statusCode).toBe(404);
  });
  it('deletes only the version the owner saw: a coupon changed since is refused with the latest', async () => {
    const created = (await call('POST', BASE, { code: 'GONE', kind: 'percentage', percent: '10' })).json();
    const path = `${BASE}/${created.id}`;
    await call('PUT', path, { code: 'GONE', kind: 'percentage', percent: '25', version: 1 });
    const stale = await call('DELETE', `${path}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'changed-elsewhere', latest: { percent: '25', version: 2 } });
    expect((await call('GET', path)).statusCode).toBe(200);
    expect((await call('DELETE', `${path}?version=2`)).statusCode).toBe(204);
    expect((await call('DELETE', `${path}?version=2`)).statusCode).toBe(404);
    // Without a version (API clients that send none) the delete is made as before.
    const other = (await call('POST', BASE, { code: 'GONE2', kind: 'free-shipping' })).json();
    expect((await call('DELETE', `${BASE}/${other.id}`)).statusCode).toBe(204);
  });
});
