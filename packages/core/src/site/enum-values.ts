/**
 * True when `value` is one of the values of a `{ NAME: code }` table, narrowing it to that table's
 * value type.
 *
 * @example
 * isEnumValue(CONTRIBUTOR_ROLES, 10); // true
 */
export function isEnumValue<T extends Readonly<Record<string, string | number>>>(
  table: T,
  value: unknown,
): value is T[keyof T] {
  return (Object.values(table) as unknown[]).includes(value);
}

/** The name of a code in a `{ NAME: code }` table, or undefined. */
export function enumName<T extends Readonly<Record<string, string | number>>>(
  table: T,
  value: T[keyof T],
): keyof T | undefined {
  return (Object.keys(table) as (keyof T)[]).find((name) => table[name] === value);
}
