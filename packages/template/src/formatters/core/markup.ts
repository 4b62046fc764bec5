import { escapeAttr } from './html.js';

/** An attribute value: text is escaped, `true` writes a bare attribute, `false`/undefined none. */
export type AttrValue = string | number | boolean | undefined;

/**
 * Attributes as HTML, each with a leading space and its value attribute-escaped, in the
 * order given. The one place widget markup turns data into attributes, so nothing is
 * forgotten unescaped.
 * @example
 * attrs({ class: 'ts-x', 'data-id': 'a"b', hidden: false }); // ' class="ts-x" data-id="a&quot;b"'
 */
export function attrs(attributes: Readonly<Record<string, AttrValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttr(String(value))}"`;
  }
  return out;
}

/** An element with escaped attributes around already-safe inner HTML. */
export function element(tag: string, attributes: Readonly<Record<string, AttrValue>>, inner = ''): string {
  return `<${tag}${attrs(attributes)}>${inner}</${tag}>`;
}

/** A void element (`input`, `img`) with escaped attributes. */
export function voidElement(tag: string, attributes: Readonly<Record<string, AttrValue>>): string {
  return `<${tag}${attrs(attributes)}>`;
}
