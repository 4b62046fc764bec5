import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { systemClock, type Clock } from '@tessera/core';
import { useClock } from './clock.js';
import type { DialectKind } from './dialect.js';
import type { Database } from './schema.js';

export interface DatabaseConfig {
  /** A postgres:// or postgresql:// URL selects PostgreSQL; otherwise SQLite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the SQLite file (default ./data). */
  dataDir?: string | undefined;
  /** Explicit SQLite file path; wins over dataDir. */
  sqliteFile?: string | undefined;
  /** PostgreSQL schema to put first on the search_path (tests use one per file). */
  postgresSchema?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined;
  /** Told of every statement sent, `begin`/`commit` included (benchmarks count round trips with it). */
  log?: ((event: LogEvent) => void) | undefined;
  /** Where queries read the time (default: the machine's clock); the app reads the same one. */
  clock?: Clock | undefined;
}

/** One statement as the database's `log` option reports it (benchmarks count round trips). */
export type QueryLogEvent = LogEvent;

export interface TesseraDatabase {
  db: Kysely<Database>;
  kind: DialectKind;
  /** The time of this database's queries and of the app built on it. */
  clock: Clock;
  close(): Promise<void>;
}

const BUSY_TIMEOUT_MS = 5000;
const PG_INT8 = 20;
const PG_JSON = 114;
const PG_JSONB = 3802;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the install's database: PostgreSQL when the URL says so, else SQLite under the data directory. */
export function createDatabase(config: DatabaseConfig = {}): TesseraDatabase {
  const log = config.log ? { log: config.log } : {};
  const db = isPostgresUrl(config.databaseUrl)
    ? new Kysely<Database>({
        dialect: new PostgresDialect({ pool: postgresPool(config.databaseUrl, config) }),
        ...log,
      })
    : new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteDatabase(config) }), ...log });
  const kind: DialectKind = isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite';
  const clock = config.clock ?? systemClock;
  useClock(db, clock);
  return { db, kind, clock, close: () => db.destroy() };
}

function sqliteDatabase(config: DatabaseConfig): SQLite.Database {
  const file = config.sqliteFile ?? join(resolve(config.dataDir ?? './data'), 'tessera.sqlite');
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL makes a committed transaction durable across power loss, not just process crashes.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  cachePreparedStatements(database);
  return database;
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; with a fixed set of query shapes, reusing the prepared
 * statements saves most of SQLite's per-query cost. Statements run synchronously to completion
 * (`all`/`run`/`get`), so one can serve every caller; a statement busy in an open `iterate()`
 * (a stream) is not handed out again while it is busy.
 */
function cachePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = prepare(source);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(source, statement);
    return statement;
  }) as typeof database.prepare;
}

function postgresPool(url: string, config: DatabaseConfig): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: config.poolSize ?? 10,
    // How long a request waits for a free connection before answering 503. Under a burst (40
    // checkouts queued on one variant's row lock) every slot can be busy for seconds — 7 of 40
    // buyers got 503 with 5 s on a loaded machine; a database that is down refuses the connection
    // at once and still answers 503 without this wait.
    connectionTimeoutMillis: 15_000,
    ...(config.postgresSchema ? { options: `-c search_path=${quoteIdent(config.postgresSchema)}` } : {}),
    // Same value shapes as SQLite: int8 as number (ids and money stay far below 2^53),
    // json/jsonb as text decoded by the query layer.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === PG_INT8) return (value: string) => Number(value);
        if (oid === PG_JSON || oid === PG_JSONB) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that breaks (database restarted, network cut) emits 'error' on the pool when idle
  // and on its client when checked out; without listeners Node would end the process. The broken
  // client leaves the pool, and the query that needed it fails with its own error (answered 503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
