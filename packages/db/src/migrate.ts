import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { dialectOf } from './dialect.js';
import { migrations } from './migrations/index.js';

/**
 * Brings the database to the latest migration. Unordered migrations are allowed because
 * areas own separate number ranges and land in any order.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      if (attempt >= 5 || !isIntrospectionRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Kysely's PostgreSQL introspection reads the tables and columns of every schema of the database;
 * another schema changing meanwhile (another install's migrations, a finished test file's schema
 * dropped) can fail that read with 'schema … does not exist' (3F000), 'column … does not exist'
 * (42703) or 'relation … does not exist' (42P01). It runs before any migration, and migrations run
 * in a transaction, so asking again is safe.
 */
const INTROSPECTION_RACES = new Set(['3F000', '42703', '42P01']);

function isIntrospectionRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INTROSPECTION_RACES.has(code);
}

async function migrateOnce<DB>(db: Kysely<DB>): Promise<MigrationResult[]> {
  // Name the bookkeeping tables' schema explicitly: Kysely otherwise looks for them in every schema
  // and may find another schema's copy (parallel test schemas), then skip creating its own.
  const schema = await dialectOf(db).currentSchema(db as Kysely<unknown>);
  const migrator = new Migrator({
    db,
    ...(schema && { migrationTableSchema: schema }),
    provider: { getMigrations: async () => ({ ...migrations }) },
    allowUnorderedMigrations: true,
  });
  // Every start asks first, without a lock: Kysely's PostgreSQL migrator takes one advisory lock
  // shared by every schema of the database, so a restart would otherwise wait behind any other
  // schema's migrations (parallel test schemas, another site's install) — 16 s seen under load.
  if ((await migrator.getMigrations()).every((migration) => migration.executedAt)) return [];
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
