import { isCurrencyCode, parseDecimalAmount } from '@tessera/core';
import { parse } from 'csv-parse/sync';
import { PRODUCT_CSV_COLUMNS, REQUIRED_COLUMNS, TYPE_NAMES, type ProductCsvColumn } from './columns.js';

/** One variant row as read, with the line of the file it came from (the header is line 1). */
export interface CsvVariantRow {
  line: number;
  handle: string;
  title: string;
  body: string;
  productType: 1 | 2 | 3 | 4 | undefined;
  tags: string[] | undefined;
  status: 'published' | 'draft' | undefined;
  store: string;
  attributes: Record<string, string>;
  optionNames: string[];
  sku: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  grams: number | undefined;
}

export interface RowError {
  line: number;
  reason: string;
  /** The row's handle when it has one, so the rest of its product is held back too. */
  handle?: string | undefined;
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ROWS = 50_000;

function flag(value: string, column: string): boolean | string {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes' || v === '1') return true;
  return `${column} must be true or false`;
}

function minorUnits(value: string, column: string, currency: string): number | string {
  if (!isCurrencyCode(currency)) return `Unknown currency ${currency}`;
  const parsed = parseDecimalAmount(value.trim(), currency);
  if (!parsed.ok) return `${column} must be an amount like 12.50`;
  if (parsed.value.amount < 0) return `${column} cannot be negative`;
  return parsed.value.amount;
}

function wholeNumber(value: string, column: string, max: number): number | string {
  const v = value.trim();
  if (v === '') return 0;
  if (!/^\d+$/.test(v)) return `${column} must be a whole number of at least 0`;
  const n = Number(v);
  return n > max ? `${column} can be at most ${max.toLocaleString('en-US')}` : n;
}

/** Reads one record into a variant row, or the first reason it cannot be imported. */
function readRow(
  cell: (c: ProductCsvColumn) => string,
  line: number,
  currency: string,
): CsvVariantRow | RowError {
  const problem = (reason: string): RowError => ({ line, reason });
  const handle = cell('Handle').trim().toLowerCase();
  if (!handle) return problem('Handle is required');
  if (!HANDLE.test(handle) || handle.length > 200)
    return problem('Handle may hold only a–z, 0–9 and single dashes');
  const typeName = cell('Type').trim().toLowerCase();
  const productType = typeName === '' ? undefined : TYPE_NAMES[typeName];
  if (typeName !== '' && productType === undefined)
    return problem(`Type must be one of ${Object.keys(TYPE_NAMES).join(', ')}`);
  const statusName = cell('Status').trim().toLowerCase();
  if (statusName !== '' && statusName !== 'published' && statusName !== 'draft')
    return problem('Status must be published or draft');
  const attributes: Record<string, string> = {};
  const optionNames: string[] = [];
  for (const n of [1, 2, 3] as const) {
    const name = cell(`Option${n} Name`).trim();
    const value = cell(`Option${n} Value`).trim();
    if (!name && !value) continue;
    if (!name || !value) return problem(`Option${n} needs both a name and a value`);
    if (name.length > 50 || value.length > 100) return problem(`Option${n} is too long`);
    attributes[name] = value;
    optionNames.push(name);
  }
  const price = minorUnits(cell('Variant Price'), 'Variant Price', currency);
  if (typeof price === 'string') return problem(price);
  const salePriceText = cell('Variant Sale Price');
  const salePrice =
    salePriceText.trim() === '' ? 0 : minorUnits(salePriceText, 'Variant Sale Price', currency);
  if (typeof salePrice === 'string') return problem(salePrice);
  const onSale = flag(cell('Variant On Sale'), 'Variant On Sale');
  const unlimited = flag(cell('Variant Unlimited'), 'Variant Unlimited');
  if (typeof onSale === 'string') return problem(onSale);
  if (typeof unlimited === 'string') return problem(unlimited);
  if (onSale && salePrice >= price)
    return problem('Variant Sale Price must be below Variant Price when on sale');
  const qtyInStock = wholeNumber(cell('Variant Inventory Qty'), 'Variant Inventory Qty', 1_000_000_000);
  if (typeof qtyInStock === 'string') return problem(qtyInStock);
  const gramsText = cell('Variant Grams');
  const grams = gramsText.trim() === '' ? undefined : wholeNumber(gramsText, 'Variant Grams', 1_000_000_000);
  if (typeof grams === 'string') return problem(grams);
  const sku = cell('Variant SKU').trim();
  if (sku.length > 64) return problem('Variant SKU can be at most 64 characters');
  const title = cell('Title').trim();
  if (title.length > 200) return problem('Title can be at most 200 characters');
  const tagsText = cell('Tags');
  return {
    line,
    handle,
    title,
    body: cell('Body (HTML)'),
    productType,
    tags:
      tagsText.trim() === ''
        ? undefined
        : tagsText
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
    status: statusName === '' ? undefined : (statusName as 'published' | 'draft'),
    store: cell('Store').trim().toLowerCase(),
    attributes,
    optionNames,
    sku,
    price,
    salePrice,
    onSale,
    qtyInStock,
    unlimited,
    grams,
  };
}

export type ParsedCsv =
  { ok: true; rows: CsvVariantRow[]; errors: RowError[] } | { ok: false; errors: RowError[] };

/** Parses a product CSV; every row is checked on its own (the plan checks rows together). */
export function parseProductCsv(text: string, currency: string): ParsedCsv {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, csv-parse answers `{record, info}` per row (its types only know plain rows).
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      ok: false,
      errors: [{ line, reason: `The file is not valid CSV: ${(error as Error).message}` }],
    };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, errors: [{ line: 1, reason: 'The file is empty' }] };
  const index = new Map(header.record.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0)
    return { ok: false, errors: [{ line: 1, reason: `Missing columns: ${missing.join(', ')}` }] };
  const unknown = header.record.filter(
    (name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name.trim()),
  );
  if (unknown.length > 0)
    return { ok: false, errors: [{ line: 1, reason: `Unknown columns: ${unknown.join(', ')}` }] };
  if (body.length > MAX_ROWS)
    return { ok: false, errors: [{ line: 1, reason: `A file can hold at most ${MAX_ROWS} rows` }] };
  const rows: CsvVariantRow[] = [];
  const errors: RowError[] = [];
  for (const { record, info } of body) {
    const cell = (c: ProductCsvColumn) => {
      const at = index.get(c);
      return at === undefined ? '' : (record[at] ?? '');
    };
    const read = readRow(cell, info.lines, currency);
    const handle = cell('Handle').trim().toLowerCase();
    if ('reason' in read) errors.push(handle ? { ...read, handle } : read);
    else rows.push(read);
  }
  return { ok: true, rows, errors };
}
