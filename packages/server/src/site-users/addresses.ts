import { addressErrors, ok } from '@tessera/core';
import {
  clockOf,
  deleteSiteUserAddress,
  inTransaction,
  insertSiteUserAddress,
  listSiteUserAddresses,
  postalAddressOf,
  setDefaultSiteUserAddress,
  updateSiteUserAddress,
  type PostalAddress,
  type SiteUserAddress,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../failure.js';
import type { SiteUserActor } from './sessions.js';

/** Addresses one account may keep. */
export const MAX_ADDRESSES = 20;

/** An address as the account pages and `GET …/addresses` show it. */
export interface AddressView extends PostalAddress {
  id: string;
  isDefault: boolean;
}

export function addressView(row: SiteUserAddress): AddressView {
  return { id: row.id, isDefault: row.is_default === 1, ...postalAddressOf(row) };
}

/** Checkout's rules ('Required' on name, line 1, city, postal code, country), keyed by field name. */
function checkAddress(address: PostalAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(addressErrors(address))) {
    errors[key.replace(/^shippingAddress\./, '')] = message;
  }
  return errors;
}

export async function listAddresses(ctx: ServiceContext, user: SiteUserActor): Promise<AddressView[]> {
  return (await listSiteUserAddresses(ctx.db, ctx.websiteId, user.id)).map(addressView);
}

/** Adds an address; the first one, or one asked to be, becomes the default. */
export async function addAddress(
  ctx: ServiceContext,
  user: SiteUserActor,
  address: PostalAddress,
  makeDefault: boolean,
): Promise<Outcome<AddressView>> {
  const errors = checkAddress(address);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const now = clockOf(ctx.db).now();
  return inTransaction(ctx.db, async (trx) => {
    const existing = await listSiteUserAddresses(trx, ctx.websiteId, user.id);
    if (existing.length >= MAX_ADDRESSES) return fail('site-user-address-limit');
    const row = await insertSiteUserAddress(trx, ctx.websiteId, user.id, address, now);
    if (makeDefault || existing.length === 0) {
      await setDefaultSiteUserAddress(trx, ctx.websiteId, user.id, row.id, now);
      return ok(addressView({ ...row, is_default: 1 }));
    }
    return ok(addressView(row));
  });
}

/** Changes one of the user's addresses (another user's id is not found, and nothing changes). */
export async function editAddress(
  ctx: ServiceContext,
  user: SiteUserActor,
  addressId: string,
  address: PostalAddress,
  makeDefault: boolean,
): Promise<Outcome<null>> {
  const errors = checkAddress(address);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const now = clockOf(ctx.db).now();
  return inTransaction(ctx.db, async (trx) => {
    if (!(await updateSiteUserAddress(trx, ctx.websiteId, user.id, addressId, address, now)))
      return fail('not-found');
    if (makeDefault) await setDefaultSiteUserAddress(trx, ctx.websiteId, user.id, addressId, now);
    return ok(null);
  });
}

/** Deletes one of the user's addresses; when it was the default, the oldest other one becomes it. */
export async function removeAddress(
  ctx: ServiceContext,
  user: SiteUserActor,
  addressId: string,
): Promise<Outcome<null>> {
  const now = clockOf(ctx.db).now();
  return inTransaction(ctx.db, async (trx) => {
    const before = await listSiteUserAddresses(trx, ctx.websiteId, user.id);
    const gone = before.find((a) => a.id === addressId);
    if (!gone || !(await deleteSiteUserAddress(trx, ctx.websiteId, user.id, addressId)))
      return fail('not-found');
    const next = before.find((a) => a.id !== addressId);
    if (gone.is_default === 1 && next)
      await setDefaultSiteUserAddress(trx, ctx.websiteId, user.id, next.id, now);
    return ok(null);
  });
}

/** Makes one of the user's addresses the default for checkout. */
export async function chooseDefaultAddress(
  ctx: ServiceContext,
  user: SiteUserActor,
  addressId: string,
): Promise<Outcome<null>> {
  const now = clockOf(ctx.db).now();
  const done = await setDefaultSiteUserAddress(ctx.db, ctx.websiteId, user.id, addressId, now);
  return done ? ok(null) : fail('not-found');
}
