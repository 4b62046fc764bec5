import type { ProductFilter } from '../api/products.js';

/** Product types (platform spec §3): physical 1, digital 2, service 3, gift card 4. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Physical',
  2: 'Digital',
  3: 'Service',
  4: 'Gift card',
};

export const STOCK_LABELS: Readonly<Record<NonNullable<ProductFilter['stock']>, string>> = {
  'in-stock': 'In stock',
  low: 'Low stock',
  out: 'Sold out',
};

export const VISIBILITY_LABELS: Readonly<Record<NonNullable<ProductFilter['visibility']>, string>> = {
  published: 'Published',
  draft: 'Hidden',
  scheduled: 'Scheduled',
  'needs-review': 'Needs review',
  private: 'Private',
};

export const SORT_LABELS: Readonly<Record<NonNullable<ProductFilter['sort']>, string>> = {
  title: 'Name A–Z',
  '-title': 'Name Z–A',
  '-created': 'Newest',
  created: 'Oldest',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
};

export function optionsOf(labels: Readonly<Record<string | number, string>>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
