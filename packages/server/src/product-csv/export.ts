import { formatDecimalAmount, isCurrencyCode, money } from '@tessera/core';
import {
  findDonationSettings,
  listCollections,
  listProducts,
  listVariantWeights,
  type Executor,
  type Product,
} from '@tessera/db';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../owner-kit/index.js';
import { isStore } from '../store/index.js';
import { PRODUCT_CSV_COLUMNS, TYPE_LABELS } from './columns.js';

function amount(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? formatDecimalAmount(money(cents, currency)) : String(cents);
}

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && typeof (body as { html?: unknown }).html === 'string')
    return (body as { html: string }).html;
  return '';
}

function rowsOf(product: Product, storeUrl: string, weights: Map<string, number>): string[][] {
  return product.variants.map((v, i) => {
    const options = product.variant_option_ordering.slice(0, 3);
    const first = i === 0;
    const counted = product.product_type === 1 || product.product_type === 3;
    const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
      Handle: product.item.url_id,
      Title: first ? product.item.title : '',
      'Body (HTML)': first ? bodyText(product.item.body) : '',
      Type: first ? (TYPE_LABELS[product.product_type] ?? '') : '',
      Tags: first ? product.item.tags.join(', ') : '',
      Status: first ? (product.item.publish_state === 'published' ? 'published' : 'draft') : '',
      Store: storeUrl,
      'Option1 Name': options[0] ?? '',
      'Option1 Value': options[0] ? (v.attributes[options[0]] ?? '') : '',
      'Option2 Name': options[1] ?? '',
      'Option2 Value': options[1] ? (v.attributes[options[1]] ?? '') : '',
      'Option3 Name': options[2] ?? '',
      'Option3 Value': options[2] ? (v.attributes[options[2]] ?? '') : '',
      'Variant SKU': v.sku,
      'Variant Price': amount(v.price, v.currency),
      'Variant Sale Price': v.sale_price > 0 ? amount(v.sale_price, v.currency) : '',
      'Variant On Sale': v.on_sale ? 'true' : 'false',
      'Variant Inventory Qty': counted && !v.unlimited ? String(v.qty_in_stock) : '',
      'Variant Unlimited': counted ? (v.unlimited ? 'true' : 'false') : 'true',
      'Variant Grams': weights.has(v.id) ? String(weights.get(v.id)) : '',
    };
    return PRODUCT_CSV_COLUMNS.map((c) => csvCell(cells[c]));
  });
}

/**
 * Every product of every store (but the donation products) as CSV in the import's columns (a file exported can be imported
 * back), one store at a time; cells a spreadsheet could run as formulas are neutralised.
 */
export async function* productsCsv(db: Executor, websiteId: string): AsyncGenerator<string> {
  yield stringify([[...PRODUCT_CSV_COLUMNS]]);
  const stores = (await listCollections(db, websiteId)).filter(isStore);
  // Donation products are bookkeeping, sold from the donate page only: not the owner's catalogue.
  const donations = await findDonationSettings(db, websiteId);
  const bookkeeping = new Set([donations?.one_off_item_id, donations?.monthly_item_id]);
  for (const store of stores) {
    const products = (await listProducts(db, websiteId, store.id, { limit: 1000 })).filter(
      (p) => !bookkeeping.has(p.item.id),
    );
    const weights = await listVariantWeights(
      db,
      websiteId,
      products.flatMap((p) => p.variants.map((v) => v.id)),
    );
    const rows = products.flatMap((p) => rowsOf(p, store.url_id, weights));
    if (rows.length > 0) yield stringify(rows);
  }
}
