import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_COMPONENTS } from './islands/island-registry.js';
import type { IslandName, IslandPropsMap } from './islands/island-registry.js';
import { ISLAND_ATTRIBUTES } from './runtime/hydrate-islands.js';

export interface RenderIslandOptions {
  /**
   * Prefix of the ids React generates inside the island; unique per island on a page. By
   * default it is derived from the name and props, which is unique unless the same island with
   * the same props appears twice — then pass your own.
   */
  readonly idPrefix?: string;
  /** The marker element: `div` (default) or `span` for islands inside inline content. */
  readonly tag?: 'div' | 'span';
  /** Extra classes of the marker, after `ts-island`. */
  readonly className?: string;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/** A short stable hash (FNV-1a) for default id prefixes. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * Server-render an island inside its marker element, for the loader to hydrate:
 * `<div class="ts-island" data-island="add-to-cart" data-id-prefix="…" data-props="…">…</div>`.
 * Props go through JSON first, so the server renders exactly what the browser will receive.
 *
 * @example
 * renderIsland('cart-pill', { totalQuantity: 2, theme: 'light' });
 */
export function renderIsland<N extends IslandName>(
  name: N,
  props: IslandPropsMap[N],
  options: RenderIslandOptions = {},
): string {
  const json = JSON.stringify(props);
  const plain = JSON.parse(json) as IslandPropsMap[N];
  const idPrefix = options.idPrefix ?? `${name}-${hash(json)}-`;
  const Component = ISLAND_COMPONENTS[name] as ComponentType<IslandPropsMap[N]>;
  const html = renderToString(createElement(Component, plain), { identifierPrefix: idPrefix });
  const tag = options.tag ?? 'div';
  const className = options.className ? `ts-island ${options.className}` : 'ts-island';
  return (
    `<${tag} class="${escapeAttribute(className)}" ${ISLAND_ATTRIBUTES.name}="${name}" ` +
    `${ISLAND_ATTRIBUTES.idPrefix}="${escapeAttribute(idPrefix)}" ` +
    `${ISLAND_ATTRIBUTES.props}="${escapeAttribute(json)}">${html}</${tag}>`
  );
}
