import { eachDialect } from '@tessera/db/testing';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { seedStore, type StoreFixture } from '../cart/testing/store-fixture.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

const IMPORT = '/api/admin/commerce/products/import';
const HEADER =
  'Handle,Title,Type,Status,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty';

interface Report {
  written: boolean;
  created: number;
  updated: number;
  errors: { line: number; reason: string }[];
  held: { line: number; reason: string }[];
}

eachDialect('product CSV import and export', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let store: StoreFixture;
  let owner: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    store = await seedStore(getDb().db, site.website.id);
    owner = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const upload = (csv: string, query = '', headers: Record<string, string> = {}) =>
    owner('POST', `${IMPORT}${query}`, csv, { 'content-type': 'text/csv', ...headers });
  const productCount = async () =>
    json<{ total: number }>(await owner('GET', '/api/admin/commerce/products?pageSize=1')).total;

  it('reports a bad row with its line and reason and writes nothing', async () => {
    const before = await productCount();
    const csv = [
      HEADER,
      'tote,Tote,physical,published,Size,S,Colour,Sand,TOTE-S-SAND,25.00,4',
      'tote,,,,Size,S,Colour,Ink,TOTE-S-INK,25.00,4',
      'apron,Apron,physical,published,,,,,APRON-1,twelve,2',
    ].join('\n');
    const report = json<Report>(await upload(csv));
    expect(report).toMatchObject({ written: false, created: 0 });
    expect(report.errors).toEqual([{ line: 4, reason: 'Variant Price must be an amount like 12.50' }]);
    expect(await productCount()).toBe(before);
  });

  it('on request writes the valid products only, never half of one', async () => {
    const before = await productCount();
    const csv = [
      HEADER,
      'bag,Bag,physical,published,Size,S,,,BAG-S,30,3',
      'bag,,,,Size,M,,,BAG-M,30,-1',
      'cap,Cap,physical,draft,,,,,CAP-1,12.5,7',
    ].join('\n');
    const report = json<Report>(await upload(csv, '?mode=valid-rows'));
    expect(report).toMatchObject({ written: true, created: 1 });
    expect(report.errors).toEqual([
      { line: 3, reason: 'Variant Inventory Qty must be a whole number of at least 0' },
    ]);
    expect(report.held).toEqual([{ line: 2, reason: 'Not imported: another row of bag is invalid' }]);
    expect(await productCount()).toBe(before + 1);
  });

  it('imports a product with 2 × 2 variants; the initial stock is in each variant’s history', async () => {
    const csv = [
      HEADER,
      'scarf,Scarf,physical,published,Size,S,Colour,Red,SCARF-S-R,40.00,5',
      'scarf,,,,Size,S,Colour,Blue,SCARF-S-B,40.00,0',
      'scarf,,,,Size,M,Colour,Red,SCARF-M-R,42.00,2',
      'scarf,,,,Size,M,Colour,Blue,SCARF-M-B,42.00,1',
    ].join('\r\n');
    expect(json<Report>(await upload(csv, '?mode=validate'))).toMatchObject({ written: false, errors: [] });
    expect(json<Report>(await upload(csv))).toMatchObject({ written: true, created: 1, errors: [] });
    const inventory = json<{ variants: { variantId: string; sku: string; qtyInStock: number }[] }>(
      await owner('GET', '/api/admin/commerce/inventory?search=scarf'),
    ).variants;
    expect(inventory.map((v) => [v.sku, v.qtyInStock])).toEqual([
      ['SCARF-S-R', 5],
      ['SCARF-S-B', 0],
      ['SCARF-M-R', 2],
      ['SCARF-M-B', 1],
    ]);
    const history = json<{ movements: { reason: string; delta: number; note: string }[] }>(
      await owner('GET', `/api/admin/commerce/inventory/${inventory[0]!.variantId}/history`),
    );
    expect(history.movements).toEqual([
      expect.objectContaining({ reason: 'import', delta: 5, note: 'Imported from line 2' }),
    ]);
    // The same handle again updates the variants by SKU; the stock change is an import in the history.
    const update = [HEADER, 'scarf,,,,Size,S,Colour,Red,SCARF-S-R,45.00,9'].join('\n');
    expect(json<Report>(await upload(update))).toMatchObject({ written: true, updated: 1 });
    const after = json<{ movements: { reason: string; delta: number; qtyAfter: number }[] }>(
      await owner('GET', `/api/admin/commerce/inventory/${inventory[0]!.variantId}/history`),
    );
    expect(after.movements[0]).toMatchObject({ reason: 'import', delta: 4, qtyAfter: 9 });
  });

  it('checks rows together: SKUs, options, titles, stores', async () => {
    const csv = [
      HEADER,
      `dup,Dup,physical,,,,,,${store.mug.variants[0]!.sku},5,1`,
      'pair,Pair,physical,,Size,S,,,PAIR-S,5,1',
      'pair,,,,Size,S,,,PAIR-S2,5,1',
      'odd,Odd,physical,,Size,S,,,ODD-1,5,1',
      'odd,,,,Colour,Red,,,ODD-1,5,1',
      'untitled,,physical,,,,,,UNT-1,5,1',
    ].join('\n');
    const report = json<Report>(await upload(csv));
    expect(report.written).toBe(false);
    expect(report.errors).toEqual([
      { line: 2, reason: `SKU ${store.mug.variants[0]!.sku} is already used by another product` },
      { line: 4, reason: 'Same options as line 3' },
      { line: 6, reason: "Options differ from the product's first row (line 5)" },
      { line: 6, reason: 'SKU ODD-1 is also on line 5' },
      { line: 7, reason: 'Title is required on the first row of a new product' },
    ]);
    const missing = json<Report>(await upload('Title,Variant SKU\nX,Y'));
    expect(missing.errors).toEqual([{ line: 1, reason: 'Missing columns: Handle, Variant Price' }]);
  });

  it('streams progress as NDJSON when asked', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `p${i},P${i},service,draft,,,,,PROG-${i},1,1`);
    const response = await upload([HEADER, ...rows].join('\n'), '', { accept: 'application/x-ndjson' });
    expect(response.headers['content-type']).toBe('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.at(-2)).toEqual({ done: 30, total: 30 });
    expect(lines.at(-1)).toMatchObject({ report: { written: true, created: 30 } });
    expect(lines.length).toBeGreaterThan(10);
  });

  it('exports every product in the import’s columns, formulas neutralised, and reads back clean', async () => {
    await owner('PATCH', `/api/admin/products/${store.mug.item_id}`, { title: '=HYPERLINK("http://evil")' });
    const csv = await owner('GET', '/api/admin/commerce/products/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toContain('Variant Inventory Qty');
    const mug = rows.find((r) => r[13] === store.mug.variants[0]!.sku);
    expect(mug?.[1]).toBe('\'=HYPERLINK("http://evil")');
    const shirtRows = rows.filter((r) => r[0] === store.shirt.item.url_id);
    expect(shirtRows).toHaveLength(4);
    expect(shirtRows[0]?.slice(7, 11)).toEqual(['Size', 'S', 'Color', 'Red']);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
    const back = json<Report>(await upload(csv.body, '?mode=validate'));
    expect(back.errors).toEqual([]);
  });

  it('is for roles with commerce.products only', async () => {
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editor));
    expect((await asEditor('POST', IMPORT, `${HEADER}\n`, { 'content-type': 'text/csv' })).statusCode).toBe(
      403,
    );
    expect((await asEditor('GET', '/api/admin/commerce/products/export.csv')).statusCode).toBe(403);
  });
});
