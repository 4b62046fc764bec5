import { PUBLIC_API_PATHS } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeTable } from './auth/index.js';
import { buildTestApp } from './testing/harness.js';

/** Core's public paths are what the islands and templates call: each must be a route of the app. */
eachDialect('public paths', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => app.close());

  it('routes every public API path core defines', () => {
    const urls = new Set(routeTable(app).map((route) => route.url));
    const unrouted = Object.entries(PUBLIC_API_PATHS).filter(
      ([name, path]) => !urls.has(path) && !(name === 'censusQuickView' && urls.has(`${path}/:id`)),
    );
    expect(unrouted).toEqual([]);
  });
});
