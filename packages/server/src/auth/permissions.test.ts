import { readFileSync } from 'node:fs';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { PERMISSIONS, ROLE_PERMISSIONS } from './permissions.js';

const ROLE_CODES = Object.values(CONTRIBUTOR_ROLES) as ContributorRole[];

/** Representative owner routes and, written out independently of the matrix, the roles that may call them. */
const CASES: {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: object;
  allowed: ContributorRole[];
}[] = [
  { name: 'read settings', method: 'GET', url: '/api/admin/website/settings', allowed: [1, 15] },
  {
    name: 'change settings',
    method: 'PUT',
    url: '/api/admin/website/settings',
    payload: { cartPill: 'dark' },
    allowed: [1, 15],
  },
  { name: 'list contributors', method: 'GET', url: '/api/admin/contributors', allowed: [1] },
  { name: 'who am I', method: 'GET', url: '/api/auth/me', allowed: ROLE_CODES },
  { name: 'read header and footer', method: 'GET', url: '/api/site-header-footer', allowed: [1, 15, 4] },
  {
    name: 'change header and footer',
    method: 'PUT',
    url: '/api/site-header-footer',
    payload: { header: {}, footer: {} },
    allowed: [1, 15, 4],
  },
  {
    name: 'change navigation',
    method: 'POST',
    url: '/api/widget/UpdateNavigation',
    payload: { fieldName: 'main', navigation: { items: [] } },
    allowed: [1, 15, 4],
  },
  {
    name: 'read commerce preferences',
    method: 'GET',
    url: '/api/v1/commerce-preferences/checkout',
    allowed: [1, 15, 8],
  },
  { name: 'read languages', method: 'GET', url: '/api/multilingual/languages', allowed: [1, 15] },
  { name: 'list pages and collections', method: 'GET', url: '/api/admin/collections', allowed: [1, 15, 4] },
  { name: 'list files', method: 'GET', url: '/api/admin/files', allowed: [1, 15, 4, 16, 8, 11] },
  { name: 'list product reviews', method: 'GET', url: '/api/admin/commerce/reviews', allowed: [1, 15, 6, 8] },
  { name: 'inventory table', method: 'GET', url: '/api/admin/commerce/inventory', allowed: [1, 15, 8] },
  { name: 'product list', method: 'GET', url: '/api/admin/commerce/products', allowed: [1, 15, 8] },
  {
    name: 'export products',
    method: 'GET',
    url: '/api/admin/commerce/products/export.csv',
    allowed: [1, 15, 8],
  },
  { name: 'order list', method: 'GET', url: '/api/admin/commerce/orders', allowed: [1, 15, 8] },
  { name: 'customers', method: 'GET', url: '/api/admin/commerce/customers', allowed: [1, 15, 8] },
  { name: 'subscriptions', method: 'GET', url: '/api/admin/commerce/subscriptions', allowed: [1, 15, 8] },
  { name: 'member areas', method: 'GET', url: '/api/admin/member-areas', allowed: [1, 15, 8] },
  { name: 'members and customers', method: 'GET', url: '/api/admin/members', allowed: [1, 15, 8] },
  {
    name: 'studio home',
    method: 'GET',
    url: '/api/admin/dashboard',
    allowed: [1, 15, 2, 3, 4, 16, 6, 7, 8, 9, 13, 12, 11, 10],
  },
];

eachDialect('permissions by role', (getDb) => {
  let app: FastifyInstance;
  const sessions = new Map<ContributorRole, { site: SeededSite; auth: SignedIn }>();
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    for (const role of ROLE_CODES) {
      const site = await seedSite(getDb().db, role);
      sessions.set(role, { site, auth: await signIn(app, site) });
    }
  });
  afterAll(async () => app.close());

  for (const role of ROLE_CODES) {
    describe(`role ${role}`, () => {
      for (const c of CASES) {
        const allowed = c.allowed.includes(role);
        it(`${allowed ? 'may' : 'may not'} ${c.name}`, async () => {
          const session = sessions.get(role);
          if (!session) throw new Error('no session');
          const response = await app.inject({
            method: c.method,
            url: c.url,
            headers: session.auth.headers,
            ...(c.payload && { payload: c.payload }),
          });
          if (allowed) expect(response.statusCode).toBe(200);
          else {
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ code: 'forbidden' });
          }
        });
      }
    });
  }

  it('puts a permission guard on every owner API route', () => {
    const unguarded = routeTable(app).filter((r) => r.url.startsWith('/api/admin/') && !r.permission);
    expect(unguarded).toEqual([]);
  });
});

describe('docs/permissions.md', () => {
  it('shows the same matrix as ROLE_PERMISSIONS', () => {
    const doc = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
    const lines = doc.split('\n').filter((l) => l.startsWith('| `'));
    const header = doc.split('\n').find((l) => l.startsWith('| Permission | admin'));
    const roles = (header ?? '')
      .split('|')
      .slice(2, -1)
      .map((h) => h.trim().split(' ')[0] ?? '');
    expect([...roles].sort()).toEqual(Object.keys(ROLE_PERMISSIONS).sort());
    const matrixRows = lines.filter((l) => l.split('|').length === roles.length + 3);
    expect(matrixRows.map((l) => l.split('|')[1]?.trim().replace(/`/g, ''))).toEqual([...PERMISSIONS]);
    for (const row of matrixRows) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const permission = (cells[0] ?? '').replace(/`/g, '');
      roles.forEach((role, i) => {
        const granted = (ROLE_PERMISSIONS as Record<string, readonly string[]>)[role]?.includes(permission);
        expect(cells[i + 1] === '✓', `${role} × ${permission}`).toBe(Boolean(granted));
      });
    }
  });
});
