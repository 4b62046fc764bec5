import { asString } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entity = (char: string): string => ENTITIES[char] ?? char;

/** Escapes `&`, `<` and `>` for HTML text (quotes stay). */
export function escapeHtml(text: string): string {
  // Most texts need nothing; testing first spares building a new string for them.
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, entity) : text;
}

/** Escapes text for a double-quoted HTML attribute value. */
export function escapeAttr(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, entity) : text;
}

/** `html`: escape text content. */
export const html = valueFormatter((value) => escapeHtml(asString(value)));

/** `htmlattr` (and its twin `htmltag`): escape for a double-quoted attribute. */
export const htmlattr = valueFormatter((value) => escapeAttr(asString(value)));
