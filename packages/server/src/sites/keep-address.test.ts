import { listWebsiteDomains } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, PASSWORD, seedSite, type SeededSite } from '../testing/harness.js';

// A single-site install answers any host with its one website; a second website ends that.
eachDialect('creating the second website of an install', (getDb) => {
  let app: FastifyInstance;
  let only: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { BASE_HOST: '' });
    only = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('keeps the first website at the address its owner uses, and the new one at its own', async () => {
    const host = 'localhost:3000';
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email: only.ownerEmail, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `tessera_session=${login.cookies.find((c) => c.name === 'tessera_session')?.value}`;
    const headers = { host, cookie, 'x-csrf-token': (login.json() as { csrfToken: string }).csrfToken };
    // No BASE_HOST: a website without a domain could not be reached.
    const noAddress = await app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers,
      payload: { slug: 'second', ownerEmail: only.ownerEmail },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ errors: { hosts: expect.any(String) } });

    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      headers,
      payload: { slug: 'second', hosts: ['second.localhost'], ownerEmail: only.ownerEmail },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ site: { url: 'http://second.localhost:3000' } });
    expect(
      (await listWebsiteDomains(getDb().db, only.website.id)).map((d) => [d.host, d.is_primary]),
    ).toEqual([['localhost', true]]);
    const first = await app.inject({ url: '/?format=json', headers: { host } });
    expect(first.json()).toMatchObject({ website: { id: only.website.id } });
    const second = await app.inject({ url: '/?format=json', headers: { host: 'second.localhost:3000' } });
    expect(second.json()).toMatchObject({ website: { id: made.json().site.id } });
    // Any other host is nobody's now.
    expect(
      (await app.inject({ url: '/?format=json', headers: { host: 'elsewhere.example' } })).statusCode,
    ).toBe(404);
  });
});
