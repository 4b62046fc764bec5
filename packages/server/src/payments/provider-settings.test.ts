import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ConfigError } from '../config.js';
import { buildTestApp, seedSite, signIn, testConfig } from '../testing/harness.js';
import { ownerApi } from '../testing/owner-api.js';
import { checkPaymentSecretsKey } from './startup-check.js';

const PATH = '/api/admin/commerce/payment-settings';
const SECRET_KEY = 'sk_test_51SecretValueNeverShown9876';
const WEBHOOK_SECRET = 'whsec_WebhookSecretNeverShown4321';
const STRIPE = {
  mode: 'test',
  publishableKey: 'pk_test_51PublicValue1234',
  secretKey: SECRET_KEY,
  webhookSecret: WEBHOOK_SECRET,
};

eachDialect('payment provider settings', (getDb) => {
  const key = randomBytes(32).toString('base64');
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    // Logged at trace, request bodies included where anything logs them: no secret may show.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(testConfig({ TESSERA_SECRETS_KEY: key }), {
      database: getDb(),
      logger: { level: 'trace', stream },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores Stripe keys sealed, answers only masked hints, and never logs them', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    const saved = await call('PUT', `${PATH}/providers/stripe`, STRIPE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: 'stripe',
      mode: 'test',
      settings: { publishableKey: 'pk_test_51PublicValue1234' },
      keyHints: { secretKey: '••••9876', webhookSecret: '••••4321' },
      complete: true,
      version: expect.any(Number),
    });
    const read = await call('GET', PATH);
    expect(read.json()).toMatchObject({
      active: 'test',
      encryptionKeyConfigured: true,
      providers: [{ id: 'stripe', keyHints: { secretKey: '••••9876' } }],
    });
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(SECRET_KEY);
      expect(body).not.toContain(WEBHOOK_SECRET);
    }
    const row = await getDb()
      .db.selectFrom('payment_provider_configs')
      .selectAll()
      .where('website_id', '=', site.website.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('SecretValueNeverShown');
    expect(JSON.stringify(row)).not.toContain('WebhookSecretNeverShown');
    expect(row.sealed_secrets).toMatch(/^v1\./);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('SecretValueNeverShown');
    expect(log).not.toContain('WebhookSecretNeverShown');
  });

  it('keeps stored secrets when a save omits them, and replaces the ones given', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    await call('PUT', `${PATH}/providers/stripe`, STRIPE);
    const kept = await call('PUT', `${PATH}/providers/stripe`, {
      mode: 'test',
      publishableKey: 'pk_test_51OtherPublic5678',
      webhookSecret: 'whsec_NewSigningSecret0000',
    });
    expect(kept.json()).toMatchObject({
      settings: { publishableKey: 'pk_test_51OtherPublic5678' },
      keyHints: { secretKey: '••••9876', webhookSecret: '••••0000' },
      complete: true,
    });
  });

  it('refuses keys of the wrong shape or mode at their fields', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    const wrong = await call('PUT', `${PATH}/providers/stripe`, {
      ...STRIPE,
      mode: 'live',
      secretKey: 'not-a-key',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain('not-a-key');
    const paypal = await call('PUT', `${PATH}/providers/paypal`, {
      mode: 'test',
      clientId: 'AbCdEfGhIjKlMn',
      clientSecret: 'EFgHiJkLmNoPqRsT',
      webhookId: '1AB23456CD789012E',
    });
    expect(paypal.json()).toMatchObject({
      id: 'paypal',
      settings: { clientId: 'AbCdEfGhIjKlMn' },
      complete: true,
    });
  });

  it('keeps the test provider until an available, configured one is chosen; guards the version', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    const unavailable = await call('PUT', `${PATH}/provider`, { provider: 'paypal' });
    expect(unavailable.statusCode).toBe(409);
    const chosen = await call('PUT', `${PATH}/provider`, { provider: 'test', version: 0 });
    expect(chosen.json()).toMatchObject({ active: 'test', version: 1, provider: 'test', testMode: true });
    const stale = await call('PUT', `${PATH}/provider`, { provider: 'test', version: 0 });
    expect(stale.json()).toMatchObject({ code: 'changed-elsewhere' });
  });

  it("refuses a choice made from another owner's older version with the settings as they are now, keys masked", async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    await call('PUT', `${PATH}/providers/stripe`, STRIPE);
    const theirs = await call('PUT', `${PATH}/provider`, { provider: 'stripe', version: 0 });
    expect(theirs.json()).toMatchObject({ active: 'stripe', version: 1 });
    const stale = await call('PUT', `${PATH}/provider`, { provider: 'test', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'changed-elsewhere',
      error:
        'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.',
      latest: {
        active: 'stripe',
        version: 1,
        provider: 'stripe',
        providers: [{ id: 'stripe', keyHints: { secretKey: '••••9876', webhookSecret: '••••4321' } }],
      },
    });
    expect(stale.body).not.toContain(SECRET_KEY);
    expect(stale.body).not.toContain(WEBHOOK_SECRET);
    // Nothing of theirs was replaced; made from the version the refusal answered, the choice goes through.
    expect((await call('GET', PATH)).json()).toMatchObject({ active: 'stripe', version: 1 });
    const kept = await call('PUT', `${PATH}/provider`, { provider: 'test', version: 1 });
    expect(kept.json()).toMatchObject({ active: 'test', version: 2 });
  });

  it("refuses Stripe and PayPal keys saved from another owner's older version, with the latest masked", async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    const PAYPAL = {
      mode: 'test',
      clientId: 'AbCdEfGhIj123',
      clientSecret: 'PaypalSecret0042',
      webhookId: 'WH12345678',
    };
    for (const [provider, body, hint] of [
      ['stripe', STRIPE, { secretKey: '••••9876' }],
      ['paypal', PAYPAL, { clientSecret: '••••0042' }],
    ] as const) {
      const url = `${PATH}/providers/${provider}`;
      // 0: made when none were saved yet; a second save from 0 finds theirs.
      const first = await call('PUT', url, { ...body, version: 0 });
      expect(first.statusCode).toBe(200);
      const seen = (first.json() as { version: number }).version;
      expect((await call('PUT', url, { ...body, version: 0 })).statusCode).toBe(409);
      // Another owner saves (from what they saw), twice in a row: each save moves the version on.
      const theirs = await call('PUT', url, { ...body, mode: 'test', version: seen });
      const next = (theirs.json() as { version: number }).version;
      expect(next).toBeGreaterThan(seen);
      const again = (await call('PUT', url, { ...body, version: next })).json() as { version: number };
      expect(again.version).toBeGreaterThan(next);
      const stale = await call('PUT', url, { ...body, secretKey: undefined, version: seen });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'changed-elsewhere',
        error:
          'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.',
        latest: {
          providers: expect.arrayContaining([
            expect.objectContaining({
              id: provider,
              keyHints: expect.objectContaining(hint),
              version: again.version,
            }),
          ]),
        },
      });
      expect(stale.body).not.toContain(SECRET_KEY);
      expect(stale.body).not.toContain('PaypalSecret0042');
      // Made from the version the refusal answered, the save goes through; without one it replaces.
      const kept = await call('PUT', url, { ...body, version: again.version });
      expect(kept.statusCode).toBe(200);
      expect((await call('PUT', url, body)).statusCode).toBe(200);
      // Forgetting them is made from a version too: settings saved since are not lost.
      const latest = (kept.json() as { version: number }).version;
      const removal = await call('DELETE', `${url}?version=${latest}`);
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toMatchObject({
        code: 'changed-elsewhere',
        latest: { providers: expect.any(Array) },
      });
      const now = ((await call('GET', PATH)).json() as { providers: { id: string; version: number }[] })
        .providers;
      const current = now.find((p) => p.id === provider)?.version;
      expect((await call('DELETE', `${url}?version=${current}`)).statusCode).toBe(200);
      // Already gone: done, whatever the version.
      expect((await call('DELETE', `${url}?version=${current}`)).statusCode).toBe(200);
    }
  });

  it('forgets a provider on request, and another website never sees its settings', async () => {
    const site = await seedSite(getDb().db);
    const other = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    await call('PUT', `${PATH}/providers/stripe`, STRIPE);
    const elsewhere = ownerApi(app, await signIn(app, other));
    expect((await elsewhere('GET', PATH)).json()).toMatchObject({ providers: [] });
    const removed = await call('DELETE', `${PATH}/providers/stripe`);
    expect(removed.json()).toMatchObject({ providers: [] });
  });

  it('needs commerce.settings', async () => {
    const editor = await seedSite(getDb().db, 4);
    const call = ownerApi(app, await signIn(app, editor));
    expect((await call('PUT', `${PATH}/providers/stripe`, STRIPE)).statusCode).toBe(403);
  });

  it('will not start when secrets are stored and the key is missing', async () => {
    const site = await seedSite(getDb().db);
    await ownerApi(app, await signIn(app, site))('PUT', `${PATH}/providers/stripe`, STRIPE);
    await expect(checkPaymentSecretsKey(getDb().db, testConfig().payments)).rejects.toThrow(ConfigError);
    await expect(checkPaymentSecretsKey(getDb().db, testConfig().payments)).rejects.toThrow(
      /TESSERA_SECRETS_KEY is not set/,
    );
    await checkPaymentSecretsKey(getDb().db, testConfig({ TESSERA_SECRETS_KEY: key }).payments);
  });
});

// The payments configuration is bound to the database (as its clock is), so the app without a key
// gets a database of its own.
eachDialect('payment provider settings without TESSERA_SECRETS_KEY', (getDb) => {
  let keyless: FastifyInstance;
  beforeAll(async () => {
    keyless = await buildTestApp(getDb());
  });
  afterAll(async () => keyless.close());

  it('refuses a secret without TESSERA_SECRETS_KEY, with the catalogue message', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(keyless, await signIn(keyless, site));
    const refused = await call('PUT', `${PATH}/providers/stripe`, STRIPE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'payment-secrets-key-missing',
      error: 'Set TESSERA_SECRETS_KEY on the server before saving payment provider secrets.',
    });
    expect((await call('GET', PATH)).json()).toMatchObject({ encryptionKeyConfigured: false, providers: [] });
  });
});
