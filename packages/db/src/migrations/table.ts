import { sql, type CreateTableBuilder, type Kysely, type SqlBool } from 'kysely';
import { dialectOf, type ColumnKind, type Dialect } from '../dialect.js';

type Builder = CreateTableBuilder<string, string>;

/** Small helpers shared by migrations so both dialects get the same shapes and constraints. */
export interface TableKit {
  dialect: Dialect;
  t(kind: ColumnKind): ReturnType<Dialect['columnType']>;
  /** Creates a table, lets `build` add columns, then applies the dialect's table options. */
  create(name: string, build: (b: Builder) => Builder): Promise<void>;
  /** A CHECK that a 0/1 flag column holds only 0 or 1. */
  flagCheck(b: Builder, table: string, column: string): Builder;
  /** A CHECK that a column is one of the given values. */
  oneOf(b: Builder, table: string, column: string, values: readonly (string | number)[]): Builder;
  /** A CHECK that a numeric column is not negative. */
  nonNegative(b: Builder, table: string, column: string): Builder;
  index(table: string, columns: string[], options?: { unique?: boolean; where?: string }): Promise<void>;
}

// Kysely migrations are untyped by design: they describe the schema the types are written against.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function tableKit(db: Kysely<any>): TableKit {
  const dialect = dialectOf(db);
  const literal = (v: string | number) => (typeof v === 'number' ? sql.raw(String(v)) : sql.lit(v));
  return {
    dialect,
    t: (kind) => dialect.columnType(kind),
    async create(name, build) {
      await dialect.finishTable(build(db.schema.createTable(name) as Builder)).execute();
    },
    flagCheck: (b, table, column) =>
      b.addCheckConstraint(`${table}_${column}_flag`, sql`${sql.ref(column)} in (0, 1)`),
    oneOf: (b, table, column, values) =>
      b.addCheckConstraint(
        `${table}_${column}_enum`,
        sql`${sql.ref(column)} in (${sql.join(values.map(literal))})`,
      ),
    nonNegative: (b, table, column) =>
      b.addCheckConstraint(`${table}_${column}_non_negative`, sql`${sql.ref(column)} >= 0`),
    async index(table, columns, options = {}) {
      const name = `${table}_${columns.join('_')}_${options.unique ? 'uq' : 'idx'}`;
      let builder = db.schema.createIndex(name).on(table).columns(columns);
      if (options.unique) builder = builder.unique();
      if (options.where) builder = builder.where(sql.raw<SqlBool>(options.where));
      await builder.execute();
    },
  };
}
