import { sql } from 'kysely';
import type { Executor } from './executor.js';

/**
 * Gathers planner statistics for the named tables, as autovacuum (PostgreSQL) or a long-running
 * store would have (benchmarks call it after seeding; SQLite's `analyze` fills sqlite_stat1).
 */
export async function analyzeTables(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}
