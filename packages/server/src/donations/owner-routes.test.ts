import { CONTRIBUTOR_ROLES } from '@tessera/core';
import type { Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const PATH = '/api/admin/commerce/donations';

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  title: 'Keep the library open',
  description: 'Every gift buys books.',
  buttonLabel: 'Donate',
  presetAmounts: [1000, 2500, 5000],
  allowCustomAmount: true,
  minimumAmount: 500,
  maximumAmount: 100_000,
  frequencies: ['one-off', 'monthly'],
  ...overrides,
});

eachDialect('donation owner API', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
  });
  afterAll(() => app.close());

  async function newOwner(): Promise<OwnerCall> {
    return ownerApi(app, await signIn(app, await seedSite(db)));
  }

  it('starts off at version 0 and saves from the version seen, refusing a stale save', async () => {
    const owner = await newOwner();
    expect((await owner('GET', PATH)).json()).toMatchObject({
      enabled: false,
      version: 0,
      presetAmounts: [1000, 2500, 5000],
      frequencies: ['one-off'],
      currency: 'USD',
    });
    const first = await owner('PUT', PATH, { ...settings(), version: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...settings(), version: 1, currency: 'USD' });
    const late = await owner('PUT', PATH, { ...settings({ title: 'Late' }), version: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: { title: 'Keep the library open', version: 1 },
    });
    const second = await owner('PUT', PATH, { ...settings({ title: 'New' }), version: 1 });
    expect(second.json()).toMatchObject({ title: 'New', version: 2 });
    // Without a version the save replaces what is stored (a retry is the same save).
    const retried = await owner('PUT', PATH, settings({ title: 'New' }));
    expect(retried.json()).toMatchObject({ title: 'New', version: 3 });
    expect((await owner('GET', PATH)).json()).toMatchObject({ title: 'New', version: 3 });
  });

  it('answers bad amounts and fields with the field at fault and a clear message, never a 5xx', async () => {
    const owner = await newOwner();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        settings({ minimumAmount: 5000, maximumAmount: 100 }),
        'maximumAmount',
        'The maximum must not be below the minimum',
      ],
      [
        settings({ presetAmounts: [100] }),
        'presetAmounts',
        'Every preset amount must lie between the minimum and the maximum',
      ],
      [
        settings({ presetAmounts: [200_000] }),
        'presetAmounts',
        'Every preset amount must lie between the minimum and the maximum',
      ],
      [settings({ presetAmounts: [1000, 1000] }), 'presetAmounts', 'List each preset amount once'],
      [
        settings({ presetAmounts: [], allowCustomAmount: false }),
        'presetAmounts',
        'Add a preset amount or allow a custom amount',
      ],
      [settings({ minimumAmount: 0 }), 'minimumAmount', 'Use an amount above zero'],
      [settings({ maximumAmount: 12.5 }), 'maximumAmount', 'Use a whole number of cents'],
      [settings({ maximumAmount: 100_000_001 }), 'maximumAmount', 'Use a smaller amount'],
      [
        settings({ presetAmounts: [600, 700, 800, 900, 1000, 1100, 1200] }),
        'presetAmounts',
        'Offer at most 6 preset amounts',
      ],
      [settings({ frequencies: [] }), 'frequencies', 'Choose one-off, monthly or both'],
      [settings({ title: ' ' }), 'title', 'Enter a title'],
      [settings({ buttonLabel: '' }), 'buttonLabel', 'Enter a button label'],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner('PUT', PATH, body);
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().errors ?? {}), field).toContain(message);
      expect(Object.keys(response.json().errors ?? {}).join(' '), field).toContain(field);
    }
    for (const body of [
      { ...settings(), extra: 1 },
      settings({ frequencies: ['weekly'] }),
      settings({ presetAmounts: ['10'] }),
    ])
      expect((await owner('PUT', PATH, body)).statusCode).toBe(400);
    expect((await owner('GET', PATH)).json().version).toBe(0);
  });

  it('needs the commerce settings right and the CSRF token', async () => {
    const site = await seedSite(db);
    const viewer = await seedSite(db, CONTRIBUTOR_ROLES.VIEWER);
    const asViewer = ownerApi(app, await signIn(app, viewer));
    expect((await asViewer('GET', PATH)).statusCode).toBe(403);
    expect((await asViewer('PUT', PATH, settings())).statusCode).toBe(403);
    const signedIn = await signIn(app, site);
    const noCsrf = await app.inject({
      method: 'PUT',
      url: PATH,
      headers: { host: site.host, cookie: signedIn.cookie },
      payload: settings(),
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: PATH, headers: { host: site.host } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps each website’s set-up to itself', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    await other('PUT', PATH, settings({ title: 'Theirs' }));
    expect((await owner('GET', PATH)).json()).toMatchObject({ version: 0, enabled: false });
  });
});
