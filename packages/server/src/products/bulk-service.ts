import { ok } from '@tessera/core';
import {
  deleteItem,
  deleteLayoutsOf,
  findCategory,
  findProduct,
  inTransaction,
  listProductCategoryIds,
  setProductCategories,
  updateItem,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { BulkBody } from './list-schemas.js';

/**
 * One action over many products, in one transaction: publish, hide (back to draft), add to a
 * category of their store, or delete. Ids that are not this site's products are reported, not fatal.
 */
export async function bulkProducts(
  ctx: ServiceContext,
  body: BulkBody,
): Promise<Outcome<{ updated: number; skipped: number }>> {
  const category =
    body.action === 'add-category' ? await findCategory(ctx.db, ctx.websiteId, body.categoryId) : undefined;
  if (body.action === 'add-category' && !category) return fail('not-found');
  return inTransaction(ctx.db, async (trx) => {
    let updated = 0;
    let skipped = 0;
    for (const id of new Set(body.productIds)) {
      const product = await findProduct(trx, ctx.websiteId, id);
      if (!product || (category && category.collection_id !== product.collection_id)) {
        skipped += 1;
        continue;
      }
      if (body.action === 'publish' || body.action === 'hide') {
        await updateItem(trx, ctx.websiteId, id, {
          publishState: body.action === 'publish' ? 'published' : 'draft',
        });
      } else if (body.action === 'add-category' && category) {
        const current = await listProductCategoryIds(trx, ctx.websiteId, id);
        if (!current.includes(category.id))
          await setProductCategories(trx, ctx.websiteId, id, [...current, category.id]);
      } else if (body.action === 'delete') {
        await deleteLayoutsOf(trx, ctx.websiteId, 'item', id);
        await deleteItem(trx, ctx.websiteId, id);
      }
      updated += 1;
    }
    return ok({ updated, skipped });
  });
}
