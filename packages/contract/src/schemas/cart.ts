import { z } from 'zod';
import { rowId } from './ids.js';

/**
 * Request shapes of the cart calls (storefront spec §7). The server validates with these and the
 * islands build their bodies to the same shapes; the plain (no JavaScript) forms post them too.
 */

/** Longest additional-fields JSON a line may carry (answers of one product form). */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 20_000;

/** An empty SKU (the plain form's hidden input before a choice) means none was chosen. */
const sku = z
  .union([z.string().max(200), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? null : v));

/** Left loose on purpose: core's `parseQuantity` gives the spec's messages for bad quantities. */
const quantity = z.union([z.number(), z.string().max(50), z.null()]).optional();

/**
 * `"null"` is what serialising "no answers" gives (the platform's own front end sends it for a
 * product without a form): it reads as no answers, like `"{}"`.
 */
function parseAnswers(text: string, ctx: z.RefinementCtx): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null) return {};
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Reported below like any other value that is not a JSON object.
  }
  ctx.addIssue({ code: 'custom', message: 'Must be a JSON object of answers keyed by field id' });
  return z.NEVER;
}

/** The additional-fields answers as a JSON string keyed by field id. */
const answers = z.string().max(MAX_ADDITIONAL_FIELDS_LENGTH).transform(parseAnswers);

const optionalAnswers = z
  .union([answers, z.null()])
  .optional()
  .transform((v) => v ?? null);

/** `crumb` and `next` come with the plain (no JavaScript) forms. */
const formExtras = { crumb: z.string().max(100).optional(), next: z.string().max(200).optional() };

/** A plain form's option choices by option name (`attributes[Size]=M`), when it has no SKU. */
const attributes = z
  .record(z.string().max(100), z.string().max(200))
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 options')
  .optional();

/** `POST /api/commerce/shopping-cart/entries`. */
export const addCartEntryBody = z.object({
  itemId: rowId,
  sku,
  attributes,
  quantity,
  additionalFields: optionalAnswers,
  ...formExtras,
});

/** `POST /api/3/commerce/cart/subscription`. */
export const cartSubscriptionBody = z.object({
  itemId: rowId,
  sku,
  attributes,
  qty: quantity,
  additionalFields: optionalAnswers,
  ...formExtras,
});

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`. */
export const cartEntryFieldsBody = z.object({ itemId: rowId, sku, additionalFields: answers });

/** `PUT /api/commerce/shopping-cart/entries/{entryId}` (and the plain form's quantity post). */
export const cartEntryQuantityBody = z.object({ quantity, ...formExtras });

/** `DELETE /api/commerce/shopping-cart/entries/{entryId}` takes no body; the plain form's removal posts these. */
export const cartEntryRemoveBody = z.object(formExtras).optional();

export const cartEntryParams = z.object({ entryId: rowId });

const flag = z.enum(['true', 'false']).optional();

/** `GET /api/commerce/shopping-cart`. */
export const cartQuery = z.object({
  mock: flag,
  /** A cache-busting timestamp; the answer is never cached anyway. */
  timecode: z.string().max(30).optional(),
  calculateSubtotal: flag,
});
