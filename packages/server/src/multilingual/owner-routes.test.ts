import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';

eachDialect('multilingual API', (getDb) => {
  let app: FastifyInstance;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    call = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
  });
  afterAll(async () => app.close());

  it('starts with defaults: no connection, no languages, the site locale as default', async () => {
    expect((await call('GET', '/api/multilingual/settings')).json()).toEqual({
      connection: null,
      showLanguageSwitcher: true,
      autoRedirect: false,
    });
    expect((await call('GET', '/api/multilingual/languages')).json()).toEqual({ languages: [] });
    expect((await call('GET', '/api/multilingual/status')).json()).toEqual({
      connected: false,
      provider: null,
      defaultLanguage: 'en-US',
      languages: 0,
      enabledLanguages: 0,
    });
  });

  it('replaces the language list with custom codes; the first is the default unless one is marked', async () => {
    const response = await call('PUT', '/api/multilingual/languages', {
      languages: [
        { code: 'en-us', custom_code: 'en' },
        { code: 'fr-FR', custom_code: 'fr', enabled: false },
        { code: 'de-CH', custom_code: null },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().languages).toEqual([
      { code: 'en-US', custom_code: 'en', enabled: true, isDefault: true },
      { code: 'fr-FR', custom_code: 'fr', enabled: false, isDefault: false },
      { code: 'de-CH', custom_code: null, enabled: true, isDefault: false },
    ]);
    expect((await call('GET', '/api/multilingual/languages')).json()).toEqual(response.json());
    const marked = await call('PUT', '/api/multilingual/languages', {
      languages: [{ code: 'en-US' }, { code: 'fr-FR', isDefault: true, enabled: false }],
    });
    expect(marked.json().languages[1]).toEqual({
      code: 'fr-FR',
      custom_code: null,
      enabled: true,
      isDefault: true,
    });
    const status = (await call('GET', '/api/multilingual/status')).json();
    expect(status).toMatchObject({ defaultLanguage: 'fr-FR', languages: 2, enabledLanguages: 2 });
  });

  it('refuses unknown codes, duplicates, clashing custom codes and two defaults', async () => {
    const unknown = await call('PUT', '/api/multilingual/languages', {
      languages: [{ code: 'not a code!' }],
    });
    expect(unknown.statusCode).toBe(400);
    const dupes = await call('PUT', '/api/multilingual/languages', {
      languages: [
        { code: 'en-US', custom_code: 'x', isDefault: true },
        { code: 'EN-us', custom_code: 'x', isDefault: true },
      ],
    });
    expect(dupes.statusCode).toBe(400);
    expect(dupes.json().errors).toEqual({
      'languages.1.code': 'This language is already in the list',
      'languages.1.custom_code': 'This code is already in use',
      languages: 'Only one language can be the default',
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ code: `en-x-a${i}` }));
    expect((await call('PUT', '/api/multilingual/languages', { languages: tooMany })).statusCode).toBe(400);
    const badCustom = await call('PUT', '/api/multilingual/languages', {
      languages: [{ code: 'en-US', custom_code: 'EN US' }],
    });
    expect(badCustom.statusCode).toBe(400);
  });

  it('connects and disconnects the translation provider', async () => {
    const saved = await call('PUT', '/api/multilingual/settings', {
      connection: { provider: 'Lingo', accountName: 'Fern & Fable' },
      showLanguageSwitcher: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      connection: { provider: 'Lingo', accountName: 'Fern & Fable', connectedAt: expect.any(Number) },
      showLanguageSwitcher: false,
    });
    expect((await call('GET', '/api/multilingual/status')).json()).toMatchObject({
      connected: true,
      provider: 'Lingo',
    });
    const disconnected = await call('DELETE', '/api/multilingual/connection');
    expect(disconnected.statusCode).toBe(204);
    expect((await call('GET', '/api/multilingual/settings')).json()).toMatchObject({
      connection: null,
      showLanguageSwitcher: false,
    });
    expect((await call('DELETE', '/api/multilingual/connection')).statusCode).toBe(204);
  });

  it('is refused to an editor (languages.edit)', async () => {
    const editor = ownerApi(app, await signIn(app, await seedSite(getDb().db, 4)));
    expect((await editor('GET', '/api/multilingual/languages')).statusCode).toBe(403);
  });
});
