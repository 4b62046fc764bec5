import { PUBLIC_PATHS } from '@tessera/core';
import type { Value } from '../../plugins.js';
import { moneyString, readCommerceMoney } from '../../i18n/index.js';
import { asNumber, emit } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `cart-url`: the cart page (platform spec §2: "The cart URL formatter always returns /cart"). */
export const cartUrl = valueFormatter(() => PUBLIC_PATHS.cart);

function entryQuantity(entry: Value): number {
  const quantity = asNumber(at(entry, 'quantity'));
  return Number.isFinite(quantity) ? quantity : 0;
}

/** `cart-quantity`: the sum of the cart entries' quantities in a `sqs-cart-quantity` span. */
export const cartQuantity = valueFormatter((value) => {
  const entries = at(value, 'entries');
  const total = Array.isArray(entries)
    ? (entries as readonly Value[]).reduce<number>((sum, e) => sum + entryQuantity(e), 0)
    : 0;
  return `<span class="sqs-cart-quantity">${total}</span>`;
});

/**
 * `cart-subtotal [currency options]`: the cart's `subtotalCents` (minor units of the store
 * currency, `website.storeSettings.selectedCurrency`, default USD) as a money string in a
 * `sqs-cart-subtotal` span (R-Java behaviour, Appendix B #25).
 */
export const cartSubtotal = valueFormatter((value, args, ctx) => {
  const cents = at(value, 'subtotalCents');
  const currency = ctx.resolve('website.storeSettings.selectedCurrency');
  const money = readCommerceMoney({
    value: emit(cents) || '0',
    currency: typeof currency === 'string' ? currency : 'USD',
  });
  return `<span class="sqs-cart-subtotal">${moneyString(ctx, money, args)}</span>`;
});
