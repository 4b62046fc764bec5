import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely, type KyselyPlugin, type RootOperationNode, type TableNode } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { movableClock, type MovableClock } from '@tessera/core';
import { createDatabase, type DatabaseConfig, type TesseraDatabase } from './database.js';
import { dialectOf } from './dialect.js';
import { newId } from './ids.js';
import { migrateToLatest } from './migrate.js';
import { assertNoCardNumbers } from './testing-card-scan.js';

export { assertNoCardNumbers, cardNumbersIn, findCardNumbers } from './testing-card-scan.js';

/**
 * A migrated database for one test file, plus the config to open more connections to it. Its
 * clock (shared by the app a test builds on it) runs with the machine's until a test moves it:
 * `getDb().clock.advance(ttlMs)` instead of waiting.
 */
export interface TestDatabase extends TesseraDatabase {
  config: DatabaseConfig;
  clock: MovableClock;
}

function openTestDatabase(config: DatabaseConfig): TestDatabase {
  const clock = movableClock();
  const withClock = { ...config, clock };
  return { ...createDatabase(withClock), config: withClock, clock };
}

/**
 * Registers `body` once per dialect: always on a fresh, migrated SQLite file, and on PostgreSQL
 * too when `TEST_DATABASE_URL` is set, in a schema of its own that is dropped afterwards, so
 * test files running in parallel and repeated runs never collide. Before a database is dropped it
 * is scanned for payment card numbers (`testing-card-scan.ts`): a file whose tests left one in any
 * table fails, so the whole suite proves no card number reaches the database.
 * @example eachDialect('websites', (getDb) => { it('finds by slug', async () => { const { db } = getDb(); … }); });
 */
export function eachDialect(name: string, body: (getDb: () => TestDatabase) => void): void {
  describe(`${name} [sqlite]`, () => {
    let current: TestDatabase | undefined;
    let dir: string | undefined;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
      const config: DatabaseConfig = { sqliteFile: join(dir, 'tessera.sqlite') };
      current = openTestDatabase(config);
      await migrateToLatest(current.db);
    });
    afterAll(async () => {
      try {
        if (current) await assertNoCardNumbers(current.db, `${name} [sqlite]`);
      } finally {
        await current?.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    });
    body(() => required(current));
  });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  describe(`${name} [postgres]`, () => {
    let current: TestDatabase | undefined;
    const schema = `test_${newId()}`;
    beforeAll(async () => {
      await adminQuery(url, `create schema ${schema}`);
      const config: DatabaseConfig = { databaseUrl: url, postgresSchema: schema, poolSize: 5 };
      current = openTestDatabase(config);
      await migrateToLatest(current.db);
    });
    afterAll(async () => {
      try {
        if (current) await assertNoCardNumbers(current.db, `${name} [postgres]`);
      } finally {
        await current?.close();
        await adminQuery(url, `drop schema if exists ${schema} cascade`);
      }
    });
    body(() => required(current));
  });
}

function required(db: TestDatabase | undefined): TestDatabase {
  if (!db) throw new Error('The test database is opened in beforeAll; call getDb() inside a test or hook.');
  return db;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every row of every table that carries `website_id` (plus the website row), for before/after comparisons. */
export async function websiteRowsSnapshot<DB>(
  db: Kysely<DB>,
  websiteId: string,
): Promise<Record<string, unknown[]>> {
  // Introspection finds tables added by any area's migration, so new tables are covered automatically.
  const tables = await db.introspection.getTables();
  const current = await dialectOf(db).currentSchema(db as Kysely<unknown>);
  const snapshot: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (table.schema && table.schema !== current) continue;
    const column = table.name === 'websites' ? 'id' : 'website_id';
    if (!table.columns.some((c) => c.name === column)) continue;
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)} where ${sql.ref(column)} = ${websiteId}`.execute(db);
    snapshot[table.name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return snapshot;
}

/** Every row of every table of this test's schema as JSON text, one table per line (for scans). */
export async function allRowsText<DB>(db: Kysely<DB>): Promise<string> {
  const tables = await db.introspection.getTables();
  const current = await dialectOf(db).currentSchema(db as Kysely<unknown>);
  const texts: string[] = [];
  for (const table of tables) {
    if (table.schema && table.schema !== current) continue;
    const ref = table.schema ? sql.id(table.schema, table.name) : sql.id(table.name);
    const rows = await sql`select * from ${ref}`.execute(db);
    texts.push(JSON.stringify(rows.rows));
  }
  return texts.join('\n');
}

/**
 * A query plugin that counts the selects reading any of `tables` (first table of the FROM):
 * `db.withPlugin(counter)`, then read `counter.count`.
 */
export function tableReadCounter(tables: readonly string[]): KyselyPlugin & { count: number } {
  const counter = {
    count: 0,
    transformQuery({ node }: { node: RootOperationNode }) {
      const from = node.kind === 'SelectQueryNode' ? node.from?.froms[0] : undefined;
      const table = from?.kind === 'TableNode' ? (from as TableNode).table.identifier.name : undefined;
      if (table !== undefined && tables.includes(table)) counter.count += 1;
      return node;
    },
    async transformResult<T>({ result }: { result: T }) {
      return result;
    },
  };
  return counter;
}
