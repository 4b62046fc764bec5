import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeTable } from '../auth/index.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { crumbFor, visitor, type Visitor } from '../testing/visitor.js';
import { signInAs, signUpAs } from '../site-users/testing/account.js';
import { fuzzCases, type FuzzOperation } from './fuzz-inputs.js';

// Issue 17 (G13): schema-driven fuzzing. Every operation of the OpenAPI document gets generated bad
// inputs, as the owner where the route needs one (session and CSRF token), as a signed-in shopper
// on the account routes (session and XSRF token), as a visitor with a crumb elsewhere; no answer
// may be a 5xx and the server must stay up. 50 cases an operation in
// `npm test`, 500 in `npm run test:reliability` (RELIABILITY_SIZE=full).
const CASES = process.env.RELIABILITY_SIZE === 'full' ? 500 : 50;
const DOCUMENT = fileURLToPath(new URL('../../../contract/openapi.json', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ACCOUNT_PREFIX = '/api/site-users/account';

async function operations(): Promise<{
  ops: FuzzOperation[];
  components: OpenAPIV3.ComponentsObject['schemas'];
}> {
  const document = JSON.parse(await readFile(DOCUMENT, 'utf8')) as OpenAPIV3.Document;
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) ops.push({ method, path, operation });
    }
  }
  return { ops, components: document.components?.schemas ?? {} };
}

/** The route's path in Fastify's form (`/a/:id`), to find its guard in the route table. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

eachDialect('schema-driven fuzzing: no input gets a 5xx', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: SignedIn;
  let shopper: { visitor: Visitor; xsrfToken: string };
  const SHOPPER_EMAIL = 'fuzzed-shopper@example.com';
  /** Signs the shopper in again (a fuzzed call may sign out, change the password or delete them). */
  const signInShopper = async () => {
    const v = visitor(app, site.host);
    let signedIn = await signInAs(v, SHOPPER_EMAIL);
    if (signedIn.statusCode !== 200) {
      await signUpAs(v, SHOPPER_EMAIL);
      signedIn = await signInAs(v, SHOPPER_EMAIL);
    }
    if (signedIn.statusCode !== 200) throw new Error(`the shopper cannot sign in: ${signedIn.body}`);
    shopper = { visitor: v, xsrfToken: (signedIn.json() as { xsrfToken: string }).xsrfToken };
  };
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { LOGIN_RATE_LIMIT: '100000' });
    site = await seedSite(getDb().db);
    owner = await signIn(app, site);
    await signInShopper();
  });
  afterAll(async () => app.close());

  it(
    `sends ${CASES} bad inputs to every operation of the OpenAPI document`,
    { timeout: 3_600_000 },
    async () => {
      const { ops, components } = await operations();
      expect(ops.length).toBeGreaterThan(200);
      const guarded = new Set(
        routeTable(app)
          .filter((r) => r.permission !== undefined)
          .map((r) => `${r.method} ${r.url}`),
      );
      const failures: string[] = [];
      let sent = 0;
      let shopperOperations = 0;
      for (const [index, op] of ops.entries()) {
        const method = op.method.toUpperCase() as HTTPMethods;
        const asOwner = guarded.has(`${method} ${fastifyPath(op.path)}`);
        // The account's own routes (not signing in or out, which the visitor does) need the shopper.
        const asShopper =
          op.path.startsWith(ACCOUNT_PREFIX) && !/\/(session|password-reset|password)$/.test(op.path);
        for (const [n, c] of fuzzCases(op, components ?? {}, CASES, index * 7919 + 1).entries()) {
          const crumb = crumbFor(site.host);
          const headers: Record<string, string> = asOwner
            ? { ...owner.headers }
            : asShopper
              ? {
                  host: site.host,
                  cookie: shopper.visitor.cookieHeader(),
                  'x-csrf-token': shopper.visitor.crumb,
                  'x-siteuser-xsrf-token': shopper.xsrfToken,
                }
              : { host: site.host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
          if (c.contentType) headers['content-type'] = c.contentType;
          const response = await app.inject({
            method,
            url: c.url,
            headers,
            // A new address each time, so rate limits do not hide what the route does with the input.
            remoteAddress: `10.${(n >> 8) & 255}.${n & 255}.${index & 255}`,
            ...(c.payload !== undefined && { payload: c.payload }),
          });
          sent += 1;
          if (response.statusCode >= 500)
            failures.push(
              `${method} ${c.url.slice(0, 120)} [${c.label}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
        const health = await app.inject({ url: '/healthz' });
        expect(health.statusCode, `the server is down after ${method} ${op.path}`).toBeLessThan(500);
        if (asOwner && (await app.inject({ url: '/api/auth/me', headers: owner.headers })).statusCode === 401)
          owner = await signIn(app, site); // a fuzzed sign-out ended the session: the next route needs one
        if (asShopper) {
          const account = await app.inject({
            url: ACCOUNT_PREFIX,
            headers: { host: site.host, cookie: shopper.visitor.cookieHeader() },
          });
          if (account.statusCode !== 200) await signInShopper();
          else shopperOperations += 1;
        }
      }
      console.log(
        `[fuzz] ${ops.length} operations (${shopperOperations} as a signed-in shopper), ${sent} requests, ${failures.length} 5xx`,
      );
      // The account routes were fuzzed behind a live session, not refused at the door.
      expect(shopperOperations).toBeGreaterThan(10);
      expect(failures).toEqual([]);
    },
  );
});
