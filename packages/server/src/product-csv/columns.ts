/**
 * The product CSV columns, Shopify-like (documented in the root README): one row per variant;
 * rows sharing a Handle are one product, whose own fields are read from its first row.
 */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Type',
  'Tags',
  'Status',
  'Store',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Sale Price',
  'Variant On Sale',
  'Variant Inventory Qty',
  'Variant Unlimited',
  'Variant Grams',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns a file must have; the rest default (Type physical, Status draft, Store the chosen one…). */
export const REQUIRED_COLUMNS: readonly ProductCsvColumn[] = ['Handle', 'Variant Price'];

export const TYPE_NAMES: Readonly<Record<string, 1 | 2 | 3 | 4>> = {
  physical: 1,
  digital: 2,
  service: 3,
  'gift card': 4,
};

export const TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'physical',
  2: 'digital',
  3: 'service',
  4: 'gift card',
};
