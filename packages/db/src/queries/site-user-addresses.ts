import { newId } from '../ids.js';
import type { PostalAddress } from '../schema/orders.js';
import type { SiteUserAddressRow } from '../schema/site-users.js';
import type { Executor } from './executor.js';

export type SiteUserAddress = SiteUserAddressRow;

/** The account's addresses, the default first, then the oldest first. */
export async function listSiteUserAddresses(
  db: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<SiteUserAddress[]> {
  return db
    .selectFrom('site_user_addresses')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

function columnsOf(address: PostalAddress) {
  return {
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.region,
    postal_code: address.postalCode,
    country: address.country,
    phone: address.phone,
  };
}

/** The address as checkout and orders hold it. */
export function postalAddressOf(row: SiteUserAddress): PostalAddress {
  return {
    name: row.name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    phone: row.phone,
  };
}

export async function insertSiteUserAddress(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  address: PostalAddress,
  now: number,
): Promise<SiteUserAddress> {
  return db
    .insertInto('site_user_addresses')
    .values({
      id: newId(),
      website_id: websiteId,
      site_user_id: siteUserId,
      ...columnsOf(address),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes one of the user's own addresses; false when the id is not theirs. */
export async function updateSiteUserAddress(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  addressId: string,
  address: PostalAddress,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('site_user_addresses')
    .set({ ...columnsOf(address), updated_at: now })
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one of the user's own addresses; false when the id is not theirs. */
export async function deleteSiteUserAddress(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  addressId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('site_user_addresses')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes one of the user's addresses the default (and no other); false when the id is not theirs. */
export async function setDefaultSiteUserAddress(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  addressId: string,
  now: number,
): Promise<boolean> {
  const mine = await db
    .selectFrom('site_user_addresses')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  if (!mine) return false;
  await db
    .updateTable('site_user_addresses')
    .set({ is_default: 0, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_default', '=', 1)
    .where('id', '!=', addressId)
    .execute();
  await db
    .updateTable('site_user_addresses')
    .set({ is_default: 1, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', addressId)
    .execute();
  return true;
}

/** The user's default address, if one is chosen. */
export async function findDefaultSiteUserAddress(
  db: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<SiteUserAddress | undefined> {
  return db
    .selectFrom('site_user_addresses')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', siteUserId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}
