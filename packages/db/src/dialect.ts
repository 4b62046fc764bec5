import {
  PostgresAdapter,
  SqliteAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

/** The two SQL dialects Tessera runs on. */
export type DialectKind = 'sqlite' | 'postgres';

/** Logical column kinds used by migrations; each dialect maps them to its own SQL types. */
export type ColumnKind = 'id' | 'text' | 'json' | 'timestamp' | 'integer' | 'bigint' | 'flag' | 'double';

/**
 * Every place where SQLite and PostgreSQL must differ. Queries and migrations ask this object
 * instead of branching on the dialect themselves (docs/style.md).
 */
export interface Dialect {
  readonly kind: DialectKind;
  /** SQL type for a logical column kind. */
  columnType(kind: ColumnKind): ColumnDataType;
  /** Table options: SQLite tables are STRICT so a REAL can never land in an INTEGER column. */
  finishTable<T extends string, C extends string>(
    builder: CreateTableBuilder<T, C>,
  ): CreateTableBuilder<T, C>;
  /** A text value read from a JSON column at a top-level key. */
  jsonText(column: string, key: string): RawBuilder<string | null>;
  /** Whether a JSON array of strings in a column holds this exact string. */
  jsonArrayHas(column: string, value: string): Expression<SqlBool>;
  /** Whole-word text search over the given columns (PostgreSQL full text, SQLite substring). */
  textSearch(columns: readonly string[], query: string): Expression<SqlBool>;
  /** The schema unqualified names resolve to (PostgreSQL search_path); SQLite has none. */
  currentSchema(db: Kysely<unknown>): Promise<string | undefined>;
  /** Row locks for read-then-write inside a transaction; SQLite serialises writers instead. */
  forUpdate<DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    options?: { skipLocked?: boolean },
  ): SelectQueryBuilder<DB, TB, O>;
}

const sqliteTypes: Record<ColumnKind, ColumnDataType> = {
  id: 'text',
  text: 'text',
  json: 'text',
  timestamp: 'integer',
  integer: 'integer',
  bigint: 'integer',
  flag: 'integer',
  double: 'real',
};

const postgresTypes: Record<ColumnKind, ColumnDataType> = {
  id: 'text',
  text: 'text',
  json: 'jsonb',
  timestamp: 'bigint',
  integer: 'integer',
  bigint: 'bigint',
  flag: 'integer',
  double: 'double precision',
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const sqliteDialect: Dialect = Object.freeze({
  kind: 'sqlite' as const,
  columnType: (kind: ColumnKind) => sqliteTypes[kind],
  finishTable: <T extends string, C extends string>(b: CreateTableBuilder<T, C>) => b.modifyEnd(sql`strict`),
  jsonText: (column: string, key: string) =>
    sql<string | null>`json_extract(${sql.ref(column)}, ${'$.' + key})`,
  jsonArrayHas: (column: string, value: string) =>
    sql<SqlBool>`exists (select 1 from json_each(${sql.ref(column)}) where json_each.value = ${value})`,
  textSearch: (columns: readonly string[], query: string) => {
    const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
    const parts = columns.map(
      (c) => sql<SqlBool>`lower(coalesce(${sql.ref(c)}, '')) like ${pattern} escape '\\'`,
    );
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  },
  currentSchema: async () => undefined,
  forUpdate: <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => query,
});

const postgresDialect: Dialect = Object.freeze({
  kind: 'postgres' as const,
  columnType: (kind: ColumnKind) => postgresTypes[kind],
  finishTable: <T extends string, C extends string>(b: CreateTableBuilder<T, C>) => b,
  jsonText: (column: string, key: string) => sql<string | null>`${sql.ref(column)} ->> ${key}`,
  jsonArrayHas: (column: string, value: string) =>
    sql<SqlBool>`${sql.ref(column)} @> jsonb_build_array(${value}::text)`,
  textSearch: (columns: readonly string[], query: string) => {
    const doc = sql.join(
      columns.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
      sql` || ' ' || `,
    );
    return sql<SqlBool>`to_tsvector('simple', ${doc}) @@ plainto_tsquery('simple', ${query})`;
  },
  currentSchema: async (db: Kysely<unknown>) =>
    (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema,
  forUpdate: <DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
    options?: { skipLocked?: boolean },
  ) => (options?.skipLocked ? query.forUpdate().skipLocked() : query.forUpdate()),
});

/** The dialect helpers for a Kysely instance or transaction, read from its adapter. */
export function dialectOf(db: Kysely<unknown> | { getExecutor(): { adapter: unknown } }): Dialect {
  const adapter = (db as { getExecutor(): { adapter: unknown } }).getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return postgresDialect;
  if (adapter instanceof SqliteAdapter) return sqliteDialect;
  throw new Error('Unsupported database adapter');
}

/**
 * Database error codes live here and nowhere else: SQLite's (`SQLITE_BUSY`…) and PostgreSQL's
 * SQLSTATEs (`40001`…), read by the helpers below.
 */
const CONTENTION_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', '40001', '40P01']);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** PostgreSQL's connection exception class (SQLSTATE 08xxx). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'The database connection is not open',
  'Cannot use a pool after calling end',
];

function errorCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when a transaction lost to another one and may simply be run again: SQLITE_BUSY(_SNAPSHOT)
 * or SQLITE_LOCKED, a PostgreSQL serialisation failure or deadlock.
 */
export function isContention(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && CONTENTION_CODES.has(code);
}

/**
 * True when an error means the database cannot be reached right now (as opposed to a bad query),
 * so a request should get 503 with Retry-After while the process stays up. Looks through
 * `cause` and AggregateError members (a few levels deep).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = errorCodeOf(error);
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))) return true;
  if (error instanceof AggregateError) return error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
