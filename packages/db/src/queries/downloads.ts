import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { DownloadGrantRow } from '../schema/purchases.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type DownloadGrant = DownloadGrantRow;

export interface NewDownloadGrant {
  orderId: string;
  orderItemId: string;
  itemId: string;
  maxDownloads: number;
  expiresAt: number;
}

export async function insertDownloadGrant(
  db: Executor,
  websiteId: string,
  grant: NewDownloadGrant,
): Promise<DownloadGrant> {
  return db
    .insertInto('download_grants')
    .values({
      id: newId(),
      website_id: websiteId,
      order_id: grant.orderId,
      order_item_id: grant.orderItemId,
      item_id: grant.itemId,
      max_downloads: grant.maxDownloads,
      expires_at: grant.expiresAt,
      created_at: clockOf(db).now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findDownloadGrant(
  db: Executor,
  websiteId: string,
  grantId: string,
): Promise<DownloadGrant | undefined> {
  return db
    .selectFrom('download_grants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', grantId)
    .executeTakeFirst();
}

export async function listDownloadGrants(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<DownloadGrant[]> {
  return db
    .selectFrom('download_grants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Counts one download while the grant is unexpired and under its limit, atomically; false when
 * the link has expired or is used up.
 */
export async function useDownload(
  db: Executor,
  websiteId: string,
  grantId: string,
  now = clockOf(db).now(),
): Promise<boolean> {
  const result = await db
    .updateTable('download_grants')
    .set({ downloads_used: sql<number>`downloads_used + 1` })
    .where('website_id', '=', websiteId)
    .where('id', '=', grantId)
    .where('expires_at', '>', now)
    .where(sql<boolean>`downloads_used < max_downloads`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The file a digital product delivers (`products.digital_file_id`), if it still exists. */
export async function findDigitalFile(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<{ id: string; filename: string; content_type: string; storage_key: string } | undefined> {
  return db
    .selectFrom('products as p')
    .innerJoin('files as f', (j) =>
      j.onRef('f.website_id', '=', 'p.website_id').onRef('f.id', '=', 'p.digital_file_id'),
    )
    .select(['f.id', 'f.filename', 'f.content_type', 'f.storage_key'])
    .where('p.website_id', '=', websiteId)
    .where('p.item_id', '=', itemId)
    .executeTakeFirst();
}
