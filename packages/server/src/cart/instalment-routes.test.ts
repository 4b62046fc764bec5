import { INSTALMENT_PROVIDER_LOCALES } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../testing/harness.js';

const PATH = '/api/commerce/instalments/info';

eachDialect('GET /api/commerce/instalments/info', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => app.close());

  const info = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `${PATH}?${query}`, headers: { host: 'any-host.example', ...headers } });

  it('serves an accessible fragment under the brand core picks for the locale', async () => {
    const us = await info('locale=en_US&country=US');
    expect(us.statusCode).toBe(200);
    expect(us.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(us.body).toMatch(/^<section class="ts-instalment-info" lang="en" data-brand="Afterpay">/);
    expect(us.body).toContain('<h3 class="ts-instalment-info__title">Buy now, pay in 4 with Afterpay</h3>');
    expect(us.body.match(/<li>/g)).toHaveLength(4);
    expect(us.body).not.toMatch(/<script|on\w+=/i);
    const gb = await info('locale=en_GB&country=GB');
    expect(gb.body).toContain('data-brand="Clearpay"');
    expect(gb.body).toContain('pay in 4 with Clearpay');
    const ca = await info('locale=fr_CA&country=CA');
    expect(ca.body).toContain('lang="fr"');
    expect(ca.body).toContain('Achetez maintenant, payez en 4 fois avec Afterpay');
  });

  it('has a text for every provider locale', async () => {
    for (const locale of INSTALMENT_PROVIDER_LOCALES) {
      const response = await info(`locale=${locale}`);
      expect(response.statusCode, locale).toBe(200);
      expect(response.body).toContain(locale === 'en_GB' ? 'Clearpay' : 'Afterpay');
    }
  });

  it('is cacheable for a day and revalidates with its ETag', async () => {
    const first = await info('locale=en_AU&country=AU');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await info('locale=en_AU&country=AU', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await info('locale=en_GB');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('refuses unknown locales and malformed countries', async () => {
    for (const query of ['locale=de_DE', 'locale=', 'locale=en_US&country=USA', '']) {
      const response = await info(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation-failed' });
    }
  });
});
