import type { PluginContext, Value } from '../../plugins.js';
import { messageHtml } from '../../commerce/message-text.js';
import { merchandisingOf } from '../../commerce/merchandising.js';
import { itemIdOf } from '../../commerce/product-ids.js';
import { asString } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element } from '../core/markup.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

function message(view: Value, text: string, shown: boolean, ctx: PluginContext): string {
  const qtyInStock = at(view, 'qtyInStock');
  // The message is HTML: the site's pattern text is escaped, the stock figure too.
  return element(
    'p',
    {
      class: 'ts-scarcity__message',
      'data-variant-id': asString(at(view, 'variantId')) || undefined,
      'data-qty-in-stock': asString(qtyInStock) || undefined,
      hidden: !shown,
    },
    messageHtml(ctx, text, {
      qtyInStock: typeof qtyInStock === 'number' ? qtyInStock : escapeHtml(asString(qtyInStock)),
    }),
  );
}

/**
 * `product-scarcity`: when scarcity is enabled for the product, one message per scarcity view
 * ("Only {qtyInStock} left"), hidden until a variant is chosen unless shown by default;
 * otherwise `""`.
 */
export const productScarcity = valueFormatter((value, _args, ctx) => {
  const merchandising = merchandisingOf(value, ctx);
  const views = at(merchandising, 'scarcityTemplateViews');
  if (at(merchandising, 'scarcityEnabled') !== true || !Array.isArray(views) || views.length === 0) return '';
  const text = asString(at(merchandising, 'scarcityText'));
  const shown = at(merchandising, 'scarcityShownByDefault') === true;
  const messages = (views as readonly Value[]).map((view) => message(view, text, shown, ctx)).join('');
  return element(
    'div',
    { class: 'ts-scarcity', 'data-item-id': itemIdOf(value), 'aria-live': 'polite' },
    messages,
  );
});
