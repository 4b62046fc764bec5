import type { DownloadGrant, Executor, OrderWithItems } from '@tessera/db';
import { commerceSecret } from '../checkout/payments/commerce-secret.js';
import type { DownloadLink } from '../orders/order-mail.js';
import { downloadPath, downloadToken } from './download-links.js';

/** The signed links of an order's download rights (paths; emails make them absolute). */
export async function downloadLinksOf(
  db: Executor,
  websiteId: string,
  order: OrderWithItems,
  grants: readonly DownloadGrant[],
): Promise<DownloadLink[]> {
  if (grants.length === 0) return [];
  const secret = await commerceSecret(db, websiteId);
  return grants.map((grant) => ({
    productName: order.items.find((item) => item.id === grant.order_item_id)?.product_name ?? '',
    url: downloadPath(downloadToken(secret, websiteId, grant.id, grant.expires_at)),
    maxDownloads: grant.max_downloads,
    expiresAt: grant.expires_at,
  }));
}
