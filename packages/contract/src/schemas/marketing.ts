import { z } from 'zod';
import { rowId } from './ids.js';

/**
 * What the owner writes on the Marketing screens, shared by the server's routes and the studio's
 * forms so both refuse the same input with the same words.
 */

/** Coupon kinds the server prices (db `COUPON_KINDS`; a type test keeps the two lists equal). */
export const COUPON_KIND_VALUES = ['percentage', 'fixed', 'free-shipping'] as const;
export const COUPON_SCOPE_VALUES = ['all', 'products', 'categories'] as const;

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const cents = z.number().int().min(0).max(1_000_000_000_000);
const limit = z.number().int().min(1).max(1_000_000_000).nullable().default(null);
const epochMs = z.number().int().min(0).nullable().default(null);

const couponFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'Use 2–40 letters, digits, dashes or underscores'),
  kind: z.enum(COUPON_KIND_VALUES),
  percent: z.string().regex(PERCENT, 'Use a percentage from 0 to 100').nullable().default(null),
  amountCents: cents.nullable().default(null),
  minSubtotalCents: cents.default(0),
  startsAt: epochMs,
  endsAt: epochMs,
  usageLimit: limit,
  perCustomerLimit: limit,
  scope: z.enum(COUPON_SCOPE_VALUES).default('all'),
  productIds: z.array(rowId).max(200).default([]),
  categoryIds: z.array(rowId).max(200).default([]),
  enabled: z.boolean().default(true),
});

/** The rules across fields of a coupon, shared by its create and change bodies. */
function couponRules(c: z.output<typeof couponFields>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.kind === 'percentage' && (c.percent === null || Number(c.percent) <= 0)) issue('percent', 'Required');
  if (c.kind === 'fixed' && !c.amountCents) issue('amountCents', 'Required');
  if (c.startsAt !== null && c.endsAt !== null && c.endsAt <= c.startsAt)
    issue('endsAt', 'The end must come after the start');
  if (c.scope === 'products' && c.productIds.length === 0) issue('productIds', 'Required');
  if (c.scope === 'categories' && c.categoryIds.length === 0) issue('categoryIds', 'Required');
}

/** A coupon as the owner writes it (PUT replaces the whole coupon). */
export const couponBody = couponFields.superRefine(couponRules);

/**
 * A whole coupon saved over an existing one, with the version it was made from: a coupon changed
 * since is refused with 'changed-elsewhere'. Without `version` (an API client that sends none) the
 * save replaces the coupon as it is.
 */
export const couponChange = couponFields
  .extend({ version: z.number().int().min(1).optional() })
  .superRefine(couponRules);
export type CouponBody = z.input<typeof couponBody>;

/** The most a card issued by hand may hold, in minor units (100,000.00). */
export const MAX_MANUAL_GIFT_CARD_CENTS = 10_000_000;

/** A gift card the owner issues by hand: its value, who it is for, and a private note. */
export const issueGiftCardBody = z
  .object({
    amountCents: z
      .number({ error: 'Enter an amount above zero' })
      .int('Use a whole number of cents')
      .min(1, 'Enter an amount above zero')
      .max(MAX_MANUAL_GIFT_CARD_CENTS, 'A gift card can hold at most 100,000.00'),
    recipientEmail: z.union([z.literal(''), z.email('Enter a valid e-mail address').max(254)]).default(''),
    note: z.string().trim().max(500).default(''),
  })
  .strict();
export type IssueGiftCardBody = z.input<typeof issueGiftCardBody>;

/** A mailing list's name, unique per website. */
export const mailingListInput = z
  .object({ name: z.string().trim().min(1, 'Enter a name').max(200) })
  .strict();
