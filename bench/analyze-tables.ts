import { analyzeTables as analyze, type Executor } from '@tessera/db';

/** The tables an add and an order read; a running store's have planner statistics. */
const TABLES = [
  'collections',
  'items',
  'products',
  'product_variants',
  'shipping_rates',
  'carts',
  'cart_entries',
];

/**
 * Gathers planner statistics after seeding, as autovacuum (PostgreSQL) or a long-running store
 * would have: without them PostgreSQL plans the cart's five-table join on fresh tables with
 * one-row guesses (measured: the join then filters ~1,200 rows for a 50-line cart).
 */
export async function analyzeTables(db: Executor): Promise<void> {
  await analyze(db, TABLES);
}
