import { isSoldOut, type MerchandisingContext, type ProductVariant } from '@tessera/core';
import type { ProductWithVariants } from '@tessera/db';

/**
 * The restock sign-up forms a product shows (`restockNotificationViews`, one form each): the
 * owner's own views when they saved some; otherwise, while the product is sold out, one form — for
 * its single variant, or for the product as a whole when it has several (a plain form cannot
 * follow a variant choice). A product that is not sold out shows none by default.
 */
function waitlistViews(product: ProductWithVariants): readonly unknown[] {
  const m = product.merchandising;
  if (m.restockNotificationsEnabled !== true) return [];
  if (Array.isArray(m.restockNotificationViews) && m.restockNotificationViews.length > 0) {
    return m.restockNotificationViews;
  }
  const variants = product.variants.map(
    (v) => ({ unlimited: v.unlimited, qtyInStock: v.qty_in_stock }) as unknown as ProductVariant,
  );
  if (!isSoldOut({ productType: product.product_type, variants })) return [];
  const [only] = product.variants;
  return [product.variants.length === 1 && only ? { variantId: only.id } : {}];
}

/**
 * A product's `productMerchandisingContext` entry (platform spec §3 "Merchandising per product").
 * Restock views only count while restock notifications are switched on for the product.
 */
export function merchandisingJson(product: ProductWithVariants): MerchandisingContext {
  const m = product.merchandising;
  // Stored by the owner APIs beside the typed settings (core's name for the spec's setting).
  const hidden = (m as Record<string, unknown>)['restockNotificationHiddenByDefault'] === true;
  return {
    restockNotificationViews: waitlistViews(product),
    restockNotificationMessages: m.restockNotificationMessages ?? {},
    ...(hidden && { restockNotificationHiddenByDefault: true }),
    mailingListSignUpEnabled: m.mailingListSignUpEnabled === true,
    mailingListOptInByDefault: m.mailingListOptInByDefault === true,
    scarcityEnabled: m.scarcityEnabled === true,
    scarcityTemplateViews: m.scarcityTemplateViews ?? [],
    scarcityText: m.scarcityText ?? '',
    scarcityShownByDefault: m.scarcityShownByDefault === true,
    customSoldOutText: m.customSoldOutText ?? null,
  };
}
