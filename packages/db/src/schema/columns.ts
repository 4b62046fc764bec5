import type { ColumnType } from 'kysely';

declare const jsonBrand: unique symbol;

/** JSON text as stored (SQLite TEXT, PostgreSQL jsonb read back as text); the brand carries the decoded type. */
export type JsonText<T> = string & { readonly [jsonBrand]: T };

/** A JSON column holding a value of type T. */
export type Json<T> = ColumnType<JsonText<T>, JsonText<T>, JsonText<T>>;

/** A JSON column with a database default. */
export type JsonWithDefault<T> = ColumnType<JsonText<T>, JsonText<T> | undefined, JsonText<T>>;

/** Booleans are stored as 0/1 in both dialects (SQLite has no boolean type). */
export type Flag = 0 | 1;

/** A 0/1 column with a database default. */
export type FlagWithDefault = ColumnType<Flag, Flag | undefined, Flag>;

/** A column with a database default, written optionally. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A row as the application sees it: JSON decoded, flags as booleans. */
export type Decoded<R> = {
  [K in keyof R]: R[K] extends JsonText<infer T>
    ? T
    : R[K] extends JsonText<infer T> | null
      ? T | null
      : R[K] extends Flag
        ? boolean
        : R[K];
};

/** Encodes a value for a JSON column. */
export function toJson<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** Encodes a boolean for a flag column. */
export function toFlag(value: boolean): Flag {
  return value ? 1 : 0;
}

/**
 * Makes a decoder for rows of one table: JSON columns are parsed and flag columns become booleans.
 * @example const decodeItem = rowDecoder<ItemRow>(['body', 'tags'], ['enabled']);
 */
export function rowDecoder<R extends object>(
  json: readonly (keyof R & string)[],
  flags: readonly (keyof R & string)[],
): (row: R) => Decoded<R> {
  return (row) => {
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const key of json) {
      const value = out[key];
      if (typeof value === 'string') out[key] = JSON.parse(value);
    }
    for (const key of flags) {
      if (out[key] !== null && out[key] !== undefined) out[key] = out[key] === 1 || out[key] === true;
    }
    return out as Decoded<R>;
  };
}
