import { formatMoney, isCurrencyCode, money } from '@tessera/core';
import { findMemberArea, findProduct, findWebsiteById, type MemberArea } from '@tessera/db';
import { joinPath } from '../context/member-area-json.js';
import { text, type BlockLoadContext, type BlockLoader } from './block-loader.js';

/** Billing units as a plan line reads them ('Every month', 'Every 3 months'). */
const UNIT_NAMES = { WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

/** The area's price (its product's first variant, sale price when on sale) and how it is paid. */
async function offerOf(ctx: BlockLoadContext, area: MemberArea) {
  if (area.pricing === 'free' || !area.product_id) return { price: null, plan: 'Free' };
  const product = await findProduct(ctx.db, ctx.websiteId, area.product_id);
  const variant = product?.variants[0];
  if (!product || !variant || !isCurrencyCode(variant.currency)) return undefined;
  const cents = variant.on_sale ? variant.sale_price : variant.price;
  const website = await findWebsiteById(ctx.db, ctx.websiteId);
  const price = formatMoney(money(cents, variant.currency), { locale: website?.locale });
  const period = product.subscription_plan?.billingPeriod;
  if (area.pricing === 'one-time' || !period) return { price, plan: 'One-time payment' };
  const unit = UNIT_NAMES[period.unit];
  return { price, plan: period.value === 1 ? `Every ${unit}` : `Every ${period.value} ${unit}s` };
}

/**
 * Member area (67): one of the site's member areas with the block's own description, its price
 * and plan, and a 'Join' link to the area's join page (which sends a member who already belongs
 * on to the area). Block loaders never know the visitor (block-loader.ts), so it always says
 * Join. Nothing shows for an id that names none of this site's areas, or a paid area whose
 * product is gone.
 */
export const memberAreaBlock: BlockLoader = async (block, ctx) => {
  const id = text(block.config, 'memberAreaId');
  const area = /^[0-9a-f]{24}$/.test(id) ? await findMemberArea(ctx.db, ctx.websiteId, id) : undefined;
  const offer = area && (await offerOf(ctx, area));
  if (!area || !offer) return { memberArea: null };
  return {
    memberArea: {
      id: area.id,
      name: area.name,
      description: text(block.config, 'description').trim(),
      pricing: area.pricing,
      ...offer,
      joinUrl: joinPath(area.id),
    },
  };
};
