import { ok } from '@tessera/core';
import {
  clockOf,
  countWaitlistSignUps,
  listItemsByIds,
  listWaitlistGroups,
  loadImages,
  loadProductsOf,
  pageWaitlistSignUps,
  type WaitlistGroupKey,
  type WaitlistSignUpRow,
} from '@tessera/db';
import type { z } from 'zod';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { decodeCursor, encodeCursor } from '../inventory/index.js';
import { fileAssetUrl } from '../render/index.js';
import { imageIdOf, notifyWaitlist, stockOfGroup, variantNameOf } from './notify.js';
import type {
  groupsPage,
  groupsQuery,
  SendRequest,
  SendResult,
  signUp,
  signUpsPage,
  signUpsQuery,
} from './owner-schemas.js';

const GROUPS_PER_PAGE = 50;
const SIGN_UPS_PER_PAGE = 50;

type GroupsPage = z.infer<typeof groupsPage>;
type SignUpsPage = z.infer<typeof signUpsPage>;
type SignUp = z.infer<typeof signUp>;

const groupKey = (value: unknown): WaitlistGroupKey | undefined => {
  const [productId, variantId] = Array.isArray(value) ? (value as unknown[]) : [];
  return typeof productId === 'string' && typeof variantId === 'string'
    ? { productId, variantId }
    : undefined;
};

const rowKey = (value: unknown): { createdAt: number; id: string } | undefined => {
  const [createdAt, id] = Array.isArray(value) ? (value as unknown[]) : [];
  return typeof createdAt === 'number' && typeof id === 'string' ? { createdAt, id } : undefined;
};

/**
 * `GET …/restock/groups`: the products and variants with people still waiting, 50 a page in a
 * stable order (the studio fetches every page), each with its names, image, counts and stock.
 */
export async function waitlistGroupsPage(
  ctx: ServiceContext,
  query: z.infer<typeof groupsQuery>,
): Promise<GroupsPage> {
  const now = clockOf(ctx.db).now();
  const rows = await listWaitlistGroups(ctx.db, ctx.websiteId, {
    after: decodeCursor(query.cursor, groupKey),
    limit: GROUPS_PER_PAGE + 1,
    now,
  });
  const page = rows.slice(0, GROUPS_PER_PAGE);
  const productIds = [...new Set(page.map((g) => g.productId))];
  const [items, products] = await Promise.all([
    listItemsByIds(ctx.db, ctx.websiteId, productIds),
    loadProductsOf(ctx.db, ctx.websiteId, productIds),
  ]);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const imageIds = page.flatMap((g) => {
    const item = itemById.get(g.productId);
    const product = products.get(g.productId);
    const id = item && product ? imageIdOf(product, item, g.variantId) : null;
    return id ? [id] : [];
  });
  const images = await loadImages(ctx.db, ctx.websiteId, imageIds);
  const signUpGroups = page.map((g) => {
    const item = itemById.get(g.productId);
    const product = products.get(g.productId);
    const imageId = item && product ? imageIdOf(product, item, g.variantId) : null;
    const image = imageId ? images.get(imageId) : undefined;
    const variant = product?.variants.find((v) => v.id === g.variantId);
    return {
      productId: g.productId,
      variantId: g.variantId,
      productName: item?.title ?? '',
      variantName: product ? variantNameOf(product, g.variantId) : '',
      sku: variant?.sku ?? null,
      imageUrl: image ? fileAssetUrl(image) : null,
      waitingCount: g.waiting,
      notifiedCount: g.notified,
      holdingCount: g.holding,
      firstSignUpAt: g.firstSignUpAt,
      lastSignUpAt: g.lastSignUpAt,
      stock: (product && stockOfGroup(product, g.variantId)) ?? { unlimited: false, qtyInStock: 0 },
    };
  });
  const last = page.at(-1);
  const hasNextPage = rows.length > GROUPS_PER_PAGE && last !== undefined;
  return {
    signUpGroups,
    hasNextPage,
    nextPageCursor: hasNextPage ? encodeCursor([last.productId, last.variantId]) : null,
  };
}

function signUpJson(row: WaitlistSignUpRow, now: number): SignUp {
  const notifiedAt = row.notified_at === null ? null : Number(row.notified_at);
  const holdEndsAt = row.hold_ends_at === null ? null : Number(row.hold_ends_at);
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    siteVisitorEmail: row.email,
    isJoinMailingList: row.join_mailing_list === 1,
    language: row.language,
    createdAt: Number(row.created_at),
    notifiedAt,
    holdEndsAt,
    status:
      notifiedAt === null ? 'waiting' : holdEndsAt !== null && holdEndsAt > now ? 'holding' : 'notified',
  };
}

/**
 * `GET …/restock`: a product's sign-ups (one variant's, or all of them), oldest first, 50 a page;
 * `total` counts every sign-up of that scope. A product of another website has none.
 */
export async function waitlistSignUpsPage(
  ctx: ServiceContext,
  query: z.infer<typeof signUpsQuery>,
): Promise<SignUpsPage> {
  const scope = { productId: query.productId, variantId: query.variantId };
  const [rows, total] = await Promise.all([
    pageWaitlistSignUps(ctx.db, ctx.websiteId, scope, {
      after: decodeCursor(query.cursor, rowKey),
      limit: SIGN_UPS_PER_PAGE + 1,
    }),
    countWaitlistSignUps(ctx.db, ctx.websiteId, scope),
  ]);
  const now = clockOf(ctx.db).now();
  const page = rows.slice(0, SIGN_UPS_PER_PAGE);
  const last = page.at(-1);
  const hasNextPage = rows.length > SIGN_UPS_PER_PAGE && last !== undefined;
  return {
    signUps: page.map((row) => signUpJson(row, now)),
    hasNextPage,
    nextPageCursor: hasNextPage ? encodeCursor([Number(last.created_at), last.id]) : null,
    total,
  };
}

const keyOf = (request: SendRequest): WaitlistGroupKey => ({
  productId: request.productId,
  variantId: request.variantId ?? '',
});

/** `POST …/restock/send`: fair notification of one group (`notifyWaitlist`). */
export async function sendWaitlist(
  ctx: ServiceContext,
  request: SendRequest,
  baseUrl: string,
): Promise<Outcome<SendResult>> {
  const result = await notifyWaitlist(ctx.db, ctx.websiteId, keyOf(request), baseUrl);
  return result ? ok(result) : fail('not-found');
}

/**
 * `POST …/restock/send/all`: every requested group, each in its own transaction (one group's
 * send never waits on another's). All groups are checked first: an unknown product or variant
 * refuses the call before anyone is notified.
 */
export async function sendWaitlists(
  ctx: ServiceContext,
  requests: readonly SendRequest[],
  baseUrl: string,
): Promise<Outcome<{ results: SendResult[]; notifiedCount: number }>> {
  const keys = requests.map(keyOf);
  const unique = [...new Map(keys.map((k) => [`${k.productId}\u0000${k.variantId}`, k])).values()];
  const products = await loadProductsOf(
    ctx.db,
    ctx.websiteId,
    unique.map((k) => k.productId),
  );
  for (const key of unique) {
    const product = products.get(key.productId);
    if (!product || !stockOfGroup(product, key.variantId)) return fail('not-found');
  }
  const results: SendResult[] = [];
  for (const key of unique) {
    const result = await notifyWaitlist(ctx.db, ctx.websiteId, key, baseUrl);
    if (result) results.push(result);
  }
  return ok({ results, notifiedCount: results.reduce((sum, r) => sum + r.notifiedCount, 0) });
}
