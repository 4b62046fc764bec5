import { MAX_VARIANTS } from '../products/index.js';
import type { CsvVariantRow, RowError } from './parse-rows.js';

/** What the site holds that an import is checked against. */
export interface ImportSiteState {
  /** Store pages by URL id. */
  stores: Map<string, { id: string; productCount: number }>;
  /** Existing products by `<store id>/<handle>`, with their variants' ids by SKU. */
  products: Map<string, { id: string; productType: number; skus: Map<string, string> }>;
  /** Every SKU of the site and the product it belongs to. */
  skus: Map<string, string>;
}

export interface PlannedProduct {
  handle: string;
  collectionId: string;
  /** Set when the handle already names a product of that store: its variants are updated by SKU. */
  existingId: string | undefined;
  rows: CsvVariantRow[];
}

export interface ImportPlan {
  products: PlannedProduct[];
  errors: RowError[];
  /** Lines of rows that are valid on their own but belong to a product with a bad row. */
  held: RowError[];
}

const MAX_PRODUCTS_PER_STORE = 200;

function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

/** Rows of one product checked together; returns the reasons per line. */
function checkProduct(
  rows: CsvVariantRow[],
  existing: { id: string; productType: number; skus: Map<string, string> } | undefined,
  siteSkus: Map<string, string>,
  fileSkus: Map<string, number>,
): RowError[] {
  const errors: RowError[] = [];
  const [first] = rows;
  if (!first) return errors;
  if (!existing && !first.title)
    errors.push({ line: first.line, reason: 'Title is required on the first row of a new product' });
  const type = first.productType ?? existing?.productType ?? 1;
  if (existing && first.productType !== undefined && first.productType !== existing.productType)
    errors.push({ line: first.line, reason: 'Type cannot change for an existing product' });
  if (rows.length > MAX_VARIANTS)
    errors.push({ line: first.line, reason: `A product can have at most ${MAX_VARIANTS} variants` });
  if (type === 2 && rows.length > 1)
    errors.push({ line: rows[1]!.line, reason: 'A digital product has one variant' });
  const combos = new Map<string, number>();
  for (const row of rows) {
    if (row !== first && row.productType !== undefined && row.productType !== type)
      errors.push({
        line: row.line,
        reason: `Type differs from the product's first row (line ${first.line})`,
      });
    if (!sameOptions(row.optionNames, first.optionNames))
      errors.push({
        line: row.line,
        reason: `Options differ from the product's first row (line ${first.line})`,
      });
    const combo = JSON.stringify(row.attributes);
    const twin = combos.get(combo);
    if (twin !== undefined) errors.push({ line: row.line, reason: `Same options as line ${twin}` });
    else combos.set(combo, row.line);
    if (row.sku) {
      const earlier = fileSkus.get(row.sku);
      if (earlier !== undefined && earlier !== row.line)
        errors.push({ line: row.line, reason: `SKU ${row.sku} is also on line ${earlier}` });
      const owner = siteSkus.get(row.sku);
      if (existing) {
        if (!existing.skus.has(row.sku))
          errors.push({
            line: row.line,
            reason: `SKU ${row.sku} is not a variant of the existing product ${row.handle}`,
          });
      } else if (owner !== undefined) {
        errors.push({ line: row.line, reason: `SKU ${row.sku} is already used by another product` });
      }
    } else if (existing) {
      errors.push({ line: row.line, reason: 'Variant SKU is required to update an existing product' });
    }
  }
  return errors;
}

/**
 * Groups valid rows into products (by store and handle, in file order) and checks each product
 * as a whole: the first row names it, options agree, SKUs are unique in the file and the site,
 * stores hold at most 200 products. A product with any bad row is held back entirely, so no
 * import ever writes half a product.
 */
export function planImport(
  rows: CsvVariantRow[],
  rowErrors: RowError[],
  site: ImportSiteState,
  defaultStore: { id: string; urlId: string },
): ImportPlan {
  const errors = [...rowErrors];
  const badHandles = new Set<string>();
  const groups = new Map<string, { collectionId: string; handle: string; rows: CsvVariantRow[] }>();
  const fileSkus = new Map<string, number>();
  for (const row of rows) {
    if (row.sku && !fileSkus.has(row.sku)) fileSkus.set(row.sku, row.line);
  }
  for (const row of rows) {
    const store = row.store ? site.stores.get(row.store) : { id: defaultStore.id, productCount: 0 };
    if (!store) {
      errors.push({ line: row.line, reason: `No store page with the URL ${row.store}`, handle: row.handle });
      continue;
    }
    const key = `${store.id}/${row.handle}`;
    const group = groups.get(key) ?? { collectionId: store.id, handle: row.handle, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const refusedHandles = new Set(rowErrors.flatMap((e) => (e.handle ? [e.handle] : [])));
  const added = new Map<string, number>();
  const products: PlannedProduct[] = [];
  for (const [key, group] of groups) {
    const existing = site.products.get(key);
    const problems = checkProduct(group.rows, existing, site.skus, fileSkus);
    if (!existing) {
      const store = [...site.stores.values()].find((s) => s.id === group.collectionId);
      const count = (store?.productCount ?? 0) + (added.get(group.collectionId) ?? 0);
      if (count >= MAX_PRODUCTS_PER_STORE)
        problems.push({ line: group.rows[0]!.line, reason: 'A collection can hold at most 200 products.' });
      else added.set(group.collectionId, (added.get(group.collectionId) ?? 0) + 1);
    }
    if (problems.length > 0 || refusedHandles.has(group.handle)) {
      errors.push(...problems);
      badHandles.add(key);
    } else {
      products.push({
        handle: group.handle,
        collectionId: group.collectionId,
        existingId: existing?.id,
        rows: group.rows,
      });
    }
  }
  // Rows of a product with a bad row (refused alone or together) are held back with it.
  const held: RowError[] = [];
  const badLines = new Set(errors.map((e) => e.line));
  for (const group of groups.values()) {
    const key = `${group.collectionId}/${group.handle}`;
    if (!badHandles.has(key)) continue;
    for (const row of group.rows) {
      if (!badLines.has(row.line))
        held.push({ line: row.line, reason: `Not imported: another row of ${group.handle} is invalid` });
    }
  }
  return { products, errors: errors.sort((a, b) => a.line - b.line), held };
}
