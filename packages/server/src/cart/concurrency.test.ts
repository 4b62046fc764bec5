import { request as httpRequest, Agent } from 'node:http';
import { createDatabase, type TesseraDatabase } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { seedStore, skuOf, type StoreFixture } from './testing/store-fixture.js';
import { crumbFor, visitor } from './testing/visitor.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';

interface HttpAnswer {
  status: number;
  cookies: string[];
  body: string;
}

/** One real HTTP request over its own keep-alive pool connection (no inject shortcut). */
function post(
  agent: Agent,
  base: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<HttpAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${ENTRIES}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const tokenOf = (cookies: string[]) =>
  cookies
    .find((c) => c.startsWith('ts_cart_token='))
    ?.split(';')[0]
    ?.slice('ts_cart_token='.length);

eachDialect('cart concurrency', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const cartsOf = async () =>
    getDb()
      .db.selectFrom('carts')
      .select(['id', 'token_hash'])
      .where('website_id', '=', site.website.id)
      .execute();
  const socks = () => ({ itemId: store.socks.item_id, sku: skuOf(store.socks, { Size: 'S' }), quantity: 1 });
  /** Cards have an additional-fields form, so every add is a line of its own. */
  const card = () => ({ itemId: store.card.item_id, sku: null, quantity: 1 });

  it('keeps every line of 40 parallel adds to one cart', async () => {
    const v = visitor(app, site.host);
    await v.add({ ...card(), additionalFields: '{"note":"-1"}' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        v.add({ ...card(), additionalFields: JSON.stringify({ note: String(n) }) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const cart = (await v.cart()).json();
    expect(cart.entries).toHaveLength(41);
    const numbers = cart.entries.map((e: { additionalFields: string }) =>
      Number(JSON.parse(e.additionalFields).note),
    );
    expect(numbers.sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 41 }, (_, i) => i - 1),
    );
  });

  it('merges 40 parallel adds of one variant into one line of 40', async () => {
    const v = visitor(app, site.host);
    await v.add({ ...socks(), additionalFields: null });
    await Promise.all(Array.from({ length: 39 }, () => v.add({ ...socks(), additionalFields: null })));
    const cart = (await v.cart()).json();
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0].quantity).toBe(40);
  });

  it('creates exactly one cart for 30 parallel first adds of a new visitor', async () => {
    const before = (await cartsOf()).length;
    const crumb = crumbFor(site.host);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        visitor(app, site.host, crumb).add({ ...socks(), additionalFields: null }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const tokens = new Set(answers.map((a) => a.cookies.find((c) => c.name === 'ts_cart_token')?.value));
    expect(tokens.size).toBe(1);
    expect((await cartsOf()).length).toBe(before + 1);
    const v = visitor(app, site.host, crumb);
    v.cookies.set('ts_cart_token', [...tokens][0] ?? '');
    expect((await v.cart()).json()).toMatchObject({ totalQuantity: 30, entries: [{ quantity: 30 }] });
  });

  it('lets exactly the stock through when parallel adds race for the last units', async () => {
    const v = visitor(app, site.host);
    const mug = { itemId: store.mug.item_id, sku: null, quantity: 1 };
    await v.add({ ...mug, additionalFields: '{"note":"first"}' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        v.add({ ...mug, additionalFields: n % 2 ? JSON.stringify({ note: String(n) }) : null }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(2).fill(200), ...Array(8).fill(409)]);
    expect((await v.cart()).json().totalQuantity).toBe(3);
  });

  describe('through real listening servers sharing one database', () => {
    let second: TesseraDatabase;
    let other: FastifyInstance;
    const bases: string[] = [];
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    beforeAll(async () => {
      second = createDatabase(getDb().config);
      other = await buildTestApp(second);
      bases.push(
        await app.listen({ port: 0, host: '127.0.0.1' }),
        await other.listen({ port: 0, host: '127.0.0.1' }),
      );
    });
    afterAll(async () => {
      agent.destroy();
      await other.close();
      await second.close();
    });

    it('creates one cart and loses no line when concurrent HTTP clients hit two processes', async () => {
      const before = (await cartsOf()).length;
      const crumb = crumbFor(site.host);
      const headers = { host: site.host, 'x-csrf-token': crumb, cookie: `crumb=${crumb}` };
      const first = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          post(agent, bases[n % 2] ?? '', headers, { ...socks(), additionalFields: null }),
        ),
      );
      expect(first.map((a) => a.status)).toEqual(Array(20).fill(200));
      const tokens = new Set(first.map((a) => tokenOf(a.cookies)));
      expect(tokens.size).toBe(1);
      expect((await cartsOf()).length).toBe(before + 1);
      const cookie = `crumb=${crumb}; ts_cart_token=${[...tokens][0]}`;
      const more = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          post(
            agent,
            bases[n % 2] ?? '',
            { ...headers, cookie },
            { ...card(), additionalFields: JSON.stringify({ note: String(n) }) },
          ),
        ),
      );
      expect(more.map((a) => a.status)).toEqual(Array(40).fill(200));
      const v = visitor(app, site.host, crumb);
      v.cookies.set('ts_cart_token', [...tokens][0] ?? '');
      const cart = (await v.cart()).json();
      expect(cart.entries).toHaveLength(41);
      expect(cart.totalQuantity).toBe(60);
    });
  });
});
