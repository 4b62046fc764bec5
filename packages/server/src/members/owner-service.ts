import { ok } from '@tessera/core';
import {
  countMembers,
  deleteMemberArea,
  existingCollectionIds,
  findMemberArea,
  findProduct,
  inTransaction,
  insertMemberArea,
  listMemberAreas,
  updateMemberArea,
  type Executor,
  type MemberArea,
  type MemberAreaInput,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { siteChanged } from '../render/index.js';
import { fail, invalid, type Outcome } from '../failure.js';
import type { MemberAreaBody, MemberAreaDto } from './owner-schemas.js';

/** The product offered by a paid area, as the join button and the studio show it. */
export interface AreaOffer {
  productName: string;
  priceCents: number;
  currency: string;
}

export async function offerOf(db: Executor, websiteId: string, area: MemberArea): Promise<AreaOffer | null> {
  if (area.pricing === 'free' || !area.product_id) return null;
  const product = await findProduct(db, websiteId, area.product_id);
  const variant = product?.variants[0];
  if (!product || !variant) return null;
  return {
    productName: product.item.title,
    priceCents: variant.on_sale ? variant.sale_price : variant.price,
    currency: variant.currency,
  };
}

async function dtoOf(
  db: Executor,
  websiteId: string,
  area: MemberArea,
  members: number,
): Promise<MemberAreaDto> {
  return {
    id: area.id,
    name: area.name,
    pricing: area.pricing,
    productId: area.product_id,
    offer: await offerOf(db, websiteId, area),
    collectionIds: area.collection_ids,
    welcomeText: area.welcome_text,
    welcomeEmailSubject: area.welcome_email_subject,
    welcomeEmailBody: area.welcome_email_body,
    freePreviewTag: area.free_preview_tag,
    memberCount: members,
    version: area.version,
    createdAt: area.created_at,
    updatedAt: area.updated_at,
  };
}

export async function memberAreasOf(ctx: ServiceContext): Promise<{ memberAreas: MemberAreaDto[] }> {
  const [areas, counts] = await Promise.all([
    listMemberAreas(ctx.db, ctx.websiteId),
    countMembers(ctx.db, ctx.websiteId),
  ]);
  const memberAreas = [];
  for (const area of areas)
    memberAreas.push(await dtoOf(ctx.db, ctx.websiteId, area, counts.get(area.id) ?? 0));
  return { memberAreas };
}

export async function memberAreaOf(ctx: ServiceContext, areaId: string): Promise<Outcome<MemberAreaDto>> {
  const area = await findMemberArea(ctx.db, ctx.websiteId, areaId);
  if (!area) return fail('not-found');
  const counts = await countMembers(ctx.db, ctx.websiteId);
  return ok(await dtoOf(ctx.db, ctx.websiteId, area, counts.get(area.id) ?? 0));
}

/**
 * Checks what the owner wrote against the site: the collections are this website's, and a paid
 * area names a product of this website that fits its pricing (recurring: a subscription plan).
 */
async function checked(ctx: ServiceContext, body: MemberAreaBody): Promise<Outcome<MemberAreaInput>> {
  const found = await existingCollectionIds(ctx.db, ctx.websiteId, body.collectionIds);
  const missing = body.collectionIds.findIndex((id) => !found.has(id));
  if (missing >= 0)
    return invalid({ [`collectionIds.${missing}`]: 'No such page or collection on this site' });
  let productId: string | null = null;
  if (body.pricing !== 'free') {
    if (!body.productId) return invalid({ productId: 'Choose the product that sells access' });
    const product = await findProduct(ctx.db, ctx.websiteId, body.productId);
    if (!product) return invalid({ productId: 'No such product on this site' });
    const recurring = product.subscription_plan !== null;
    if (body.pricing === 'recurring' && !recurring) {
      return invalid({ productId: 'Recurring access needs a product with a subscription plan' });
    }
    if (body.pricing === 'one-time' && recurring) {
      return invalid({ productId: 'One-time access needs a product without a subscription plan' });
    }
    productId = product.item_id;
  }
  return ok({
    name: body.name,
    pricing: body.pricing,
    productId,
    welcomeText: body.welcomeText,
    welcomeEmailSubject: body.welcomeEmailSubject,
    welcomeEmailBody: body.welcomeEmailBody,
    freePreviewTag: body.freePreviewTag,
    collectionIds: body.collectionIds,
  });
}

/** Creates a member area (the route runs it inside `idempotent`'s transaction: `ctx.db` is that transaction). */
export async function createMemberArea(
  ctx: ServiceContext,
  body: MemberAreaBody,
): Promise<Outcome<MemberAreaDto>> {
  const input = await checked(ctx, body);
  if (!input.ok) return input;
  const area = await insertMemberArea(ctx.db, ctx.websiteId, input.value);
  return ok(await dtoOf(ctx.db, ctx.websiteId, area, 0));
}

/** Replaces a member area (its protected collections too); the same PUT twice is one change. */
export async function changeMemberArea(
  ctx: ServiceContext,
  areaId: string,
  body: MemberAreaBody,
): Promise<Outcome<MemberAreaDto>> {
  const input = await checked(ctx, body);
  if (!input.ok) return input;
  const changed = await inTransaction(ctx.db, (trx) =>
    updateMemberArea(trx, ctx.websiteId, areaId, input.value, body.version),
  );
  if (changed === undefined) return fail('not-found');
  if (changed === 'changed') return fail('changed-elsewhere');
  siteChanged(ctx.websiteId, 'members');
  const counts = await countMembers(ctx.db, ctx.websiteId);
  return ok(await dtoOf(ctx.db, ctx.websiteId, changed, counts.get(areaId) ?? 0));
}

/** Deletes an area and its memberships; deleting again answers 404. */
export async function removeMemberArea(ctx: ServiceContext, areaId: string): Promise<Outcome<null>> {
  if (!(await deleteMemberArea(ctx.db, ctx.websiteId, areaId))) return fail('not-found');
  siteChanged(ctx.websiteId, 'members');
  return ok(null);
}
