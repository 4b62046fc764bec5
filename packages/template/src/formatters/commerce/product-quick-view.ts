import { DEFAULT_PRODUCT_LABELS } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { itemIdOf } from '../../commerce/product-ids.js';
import { asString } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element } from '../core/markup.js';
import { at, child } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** GROUP is a property of the product, else a reference in the context, else literal text. */
function groupOf(item: Value, group: string, ctx: PluginContext): string {
  const own = child(item, group);
  if (own !== MISSING) return asString(own);
  const resolved = ctx.resolve(group);
  return resolved === MISSING ? group : asString(resolved);
}

/**
 * `product-quick-view [GROUP]`: a link to the product page that the quick-view island turns
 * into a lightbox opener; without scripts it simply opens the product.
 */
export const productQuickView = valueFormatter((value, args, ctx) => {
  const group = args[0];
  const label = localized(ctx, 'productQuickViewText', DEFAULT_PRODUCT_LABELS.quickView);
  return element(
    'a',
    {
      class: 'ts-quick-view',
      href: asString(at(value, 'fullUrl')),
      'data-item-id': itemIdOf(value),
      'data-group': group === undefined ? undefined : groupOf(value, group, ctx),
    },
    escapeHtml(label),
  );
});
