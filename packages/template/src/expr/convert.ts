/** Value conversions of the expression language (reference §6.4). */

export type Prim = number | string | boolean | null;

const DECIMAL = /^[+-]?\d+\.?\d*(?:[eE][+-]?\d+)?$/;
const HEX = /^([+-]?)0[xX]([0-9a-fA-F]+)$/;

/** Value of a number literal's text: decimal, or `0x` hex of any length. */
export function literalNumber(text: string): number {
  const hex = HEX.exec(text);
  if (!hex) return Number(text);
  let n = 0;
  for (const digit of hex[2] as string) n = n * 16 + parseInt(digit, 16);
  return hex[1] === '-' ? -n : n;
}

export function toNumber(value: Prim): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === '') return 0;
  return DECIMAL.test(value) || HEX.test(value) ? literalNumber(value) : NaN;
}

export function toText(value: Prim): string {
  return value === null ? 'null' : String(value);
}

export function toBool(value: Prim): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value.length > 0;
  return false;
}
