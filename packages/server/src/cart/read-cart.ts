import { hasStock, variantHasStock, variantPrice } from '@tessera/core';
import {
  cartSummaryBySiteUser,
  cartSummaryByToken,
  findOpenCartBySiteUser,
  findOpenCartByToken,
  listCartEntryViews,
  listSampleCartProductIds,
  type Cart,
  type CartEntryView,
} from '@tessera/db';
import { loadPurchasableProducts, variantContent } from '../inventory/index.js';
import type { CartContext } from './cart-context.js';
import type { CartOwner } from './cart-owner.js';
import { cartDto, type ShoppingCartDto } from './cart-view.js';

export interface ReadCart {
  shoppingCart: ShoppingCartDto;
  /** The request's cart cookie names no open cart (purchased, or never valid). */
  staleCookie: boolean;
}

async function findOwnerCart(ctx: CartContext, owner: CartOwner): Promise<Cart | undefined> {
  if (owner.siteUserId) {
    const mine = await findOpenCartBySiteUser(ctx.db, ctx.websiteId, owner.siteUserId);
    if (mine) return mine;
  }
  if (!owner.tokenHash) return undefined;
  return findOpenCartByToken(ctx.db, ctx.websiteId, owner.tokenHash, 'cart');
}

/**
 * `GET /api/commerce/shopping-cart`: the owner's open cart, or an empty one (id '') when there is
 * none. Reading never creates a cart. `calculateSubtotal: false` leaves the money fields at 0.
 */
export async function readCart(
  ctx: CartContext,
  owner: CartOwner,
  options: { calculateSubtotal: boolean } = { calculateSubtotal: true },
): Promise<ReadCart> {
  const cart = await findOwnerCart(ctx, owner);
  const entries = cart ? await listCartEntryViews(ctx.db, ctx.websiteId, cart.id) : [];
  const shoppingCart = await cartDto(ctx.db, ctx.websiteId, cart, entries, ctx.currency);
  const staleCookie = !cart && owner.tokenHash !== undefined;
  if (options.calculateSubtotal) return { shoppingCart, staleCookie };
  const zero = { subtotalCents: 0, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 0 };
  return { shoppingCart: { ...shoppingCart, ...zero }, staleCookie };
}

const SAMPLE_SIZE = 3;

/**
 * `?mock=true`: an example cart of up to three of the store's published products, one of each,
 * for previews of the cart page (the editor's frame). Nothing is stored and no visitor data is read.
 */
export async function sampleCart(ctx: CartContext): Promise<ShoppingCartDto> {
  const ids = await listSampleCartProductIds(ctx.db, ctx.websiteId, SAMPLE_SIZE);
  const entries: CartEntryView[] = [];
  const products = await loadPurchasableProducts(ctx.db, ctx.websiteId, ids);
  for (const itemId of ids) {
    const product = products.get(itemId);
    const counted = product !== undefined && hasStock(product.content.productType);
    const variant = product?.variants.find(
      (v) => v.currency === ctx.currency && (!counted || variantHasStock(variantContent(v), 1)),
    );
    const price = variant && variantPrice(variantContent(variant));
    if (!product || !variant || !price) continue;
    entries.push({
      id: `mock-${entries.length + 1}`,
      website_id: ctx.websiteId,
      cart_id: 'mock',
      item_id: itemId,
      variant_id: variant.id,
      sku: variant.sku,
      quantity: 1,
      unit_price: price.amount,
      currency: variant.currency,
      additional_fields: null,
      created_at: 0,
      title: product.row.title,
      item_url_id: product.row.item_url_id,
      collection_url_id: product.row.collection_url_id,
      is_donation: product.row.is_donation,
      product_type: product.row.product_type,
      additional_fields_form_id: null,
      attributes: variant.attributes,
      publish_state: product.row.publish_state,
      image_id: variant.main_image_id ?? product.row.images[0] ?? null,
    });
  }
  return { ...(await cartDto(ctx.db, ctx.websiteId, undefined, entries, ctx.currency)), id: 'mock' };
}

/**
 * Count and subtotal for the cart indicator and pill: one indexed query, and none without a cookie.
 * A signed-in site user's own cart counts first, as everywhere else (`findOwnerCart`).
 */
export async function cartSummary(
  ctx: CartContext,
  owner: CartOwner,
): Promise<{ totalQuantity: number; subtotalCents: number }> {
  if (owner.siteUserId) {
    const mine = await cartSummaryBySiteUser(ctx.db, ctx.websiteId, owner.siteUserId, ctx.currency);
    if (mine.totalQuantity > 0 || !owner.tokenHash) return mine;
  }
  if (!owner.tokenHash) return { totalQuantity: 0, subtotalCents: 0 };
  return cartSummaryByToken(ctx.db, ctx.websiteId, owner.tokenHash, ctx.currency);
}
