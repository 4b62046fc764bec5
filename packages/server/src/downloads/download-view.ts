import type { DownloadGrant, Executor, OrderWithItems } from '@tessera/db';
import { commerceSecret } from '../payments/index.js';
import { downloadPath, downloadToken } from './download-links.js';

/** A download link as emails and pages show it. */
export interface DownloadLink {
  productName: string;
  url: string;
  maxDownloads: number;
  expiresAt: number;
}

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
