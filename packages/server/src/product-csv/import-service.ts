import { loadImportState, type Executor } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { parseProductCsv, type RowError } from './parse-rows.js';
import { planImport, type ImportSiteState } from './plan.js';
import { writePlannedProduct } from './write.js';

/** 'all': nothing is written unless every row is valid; 'valid-rows': the valid products are; 'validate': a dry run. */
export type ImportMode = 'all' | 'valid-rows' | 'validate';

export interface ImportReport {
  mode: ImportMode;
  written: boolean;
  rows: number;
  products: number;
  created: number;
  updated: number;
  /** Each bad row: its line in the file (the header is line 1) and why. */
  errors: RowError[];
  /** Valid rows not written because another row of their product is bad. */
  held: RowError[];
}

async function siteState(db: Executor, websiteId: string): Promise<ImportSiteState> {
  const loaded = await loadImportState(db, websiteId);
  const urlOf = new Map(loaded.products.map((p) => [p.item_id, p]));
  const products: ImportSiteState['products'] = new Map();
  for (const p of loaded.products) {
    products.set(`${p.collection_id}/${p.url_id}`, {
      id: p.item_id,
      productType: p.product_type,
      skus: new Map(),
    });
  }
  const skus = new Map<string, string>();
  for (const v of loaded.variants) {
    skus.set(v.sku, v.product_id);
    const product = urlOf.get(v.product_id);
    if (product) products.get(`${product.collection_id}/${product.url_id}`)?.skus.set(v.sku, v.id);
  }
  return {
    stores: new Map(
      loaded.stores.map((s) => [s.url_id, { id: s.id, productCount: Number(s.product_count ?? 0) }]),
    ),
    products,
    skus,
  };
}

function cleanErrors(errors: RowError[]): RowError[] {
  return errors.map(({ line, reason }) => ({ line, reason }));
}

/**
 * Imports products and variants from CSV: every row is validated first and each bad one is
 * reported with its line and reason; then, in one transaction, all products are written (mode
 * 'all', only when nothing is wrong) or the valid ones (mode 'valid-rows'). A product with a bad
 * row is never written in part.
 */
export async function importProducts(
  ctx: ServiceContext,
  input: { csv: string; mode: ImportMode; currency: string; storeId: string | undefined },
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<ImportReport | 'no-store'> {
  const state = await siteState(ctx.db, ctx.websiteId);
  const stores = [...state.stores.entries()];
  const target = input.storeId ? stores.find(([, s]) => s.id === input.storeId) : stores[0];
  if (!target) return 'no-store';
  const parsed = parseProductCsv(input.csv, input.currency);
  const empty = { mode: input.mode, written: false, rows: 0, products: 0, created: 0, updated: 0, held: [] };
  if (!parsed.ok) return { ...empty, errors: cleanErrors(parsed.errors) };
  const plan = planImport(parsed.rows, parsed.errors, state, { id: target[1].id, urlId: target[0] });
  const report: ImportReport = {
    ...empty,
    rows: parsed.rows.length + parsed.errors.length,
    products: plan.products.length,
    errors: cleanErrors(plan.errors),
    held: cleanErrors(plan.held),
  };
  if (input.mode === 'validate' || plan.products.length === 0) return report;
  if (input.mode === 'all' && plan.errors.length > 0) return report;
  const actorId = ctx.actor.kind === 'owner' ? ctx.actor.accountId : null;
  await ctx.db.transaction().execute(async (trx) => {
    const write = { db: trx, websiteId: ctx.websiteId, currency: input.currency, actorId };
    for (const [i, planned] of plan.products.entries()) {
      const outcome = await writePlannedProduct(write, planned);
      if (outcome === 'created') report.created += 1;
      else report.updated += 1;
      onProgress(i + 1, plan.products.length);
    }
  });
  report.written = true;
  return report;
}
