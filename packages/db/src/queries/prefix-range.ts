import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `column` starts with `prefix` (already lower-cased), written as the range `[prefix, next)` where
 * `next` is the prefix with its last character incremented, so a plain B-tree index serves it on
 * both dialects (PostgreSQL's `LIKE 'x%'` needs the C collation or a pattern operator class to use
 * one). The LIKE re-check keeps the answer exact whatever the collation.
 */
export function startsWith(column: string, prefix: string): RawBuilder<SqlBool> {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const next = prefix.slice(0, -1) + String.fromCodePoint(last + 1);
  const ref = sql.ref(column);
  return sql<SqlBool>`(${ref} >= ${prefix} and ${ref} < ${next} and ${ref} like ${likePrefix(prefix)} escape '\\')`;
}

/** A LIKE pattern matching values that start with `prefix` (wildcards escaped with `\`). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
