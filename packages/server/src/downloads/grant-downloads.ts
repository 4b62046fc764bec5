import { PRODUCT_TYPES } from '@tessera/core';
import {
  clockOf,
  type DownloadGrant,
  type Executor,
  insertDownloadGrant,
  type OrderWithItems,
} from '@tessera/db';
import { DOWNLOAD_LINK_TTL_MS, MAX_DOWNLOADS } from './download-links.js';

/** One download right per digital line of the order, in the order's transaction. */
export async function grantDownloads(
  db: Executor,
  websiteId: string,
  order: OrderWithItems,
  now = clockOf(db).now(),
): Promise<DownloadGrant[]> {
  const grants: DownloadGrant[] = [];
  for (const item of order.items) {
    if (item.product_type !== PRODUCT_TYPES.DIGITAL) continue;
    grants.push(
      await insertDownloadGrant(db, websiteId, {
        orderId: order.id,
        orderItemId: item.id,
        itemId: item.item_id,
        maxDownloads: MAX_DOWNLOADS,
        expiresAt: now + DOWNLOAD_LINK_TTL_MS,
      }),
    );
  }
  return grants;
}
