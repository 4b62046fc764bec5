import type { Executor } from '@tessera/db';
import { accountView } from './service.js';
import type { SiteUserActor } from './sessions.js';

/** `GET /api/site-users/account`: money as `{ value, currency }` in minor units (platform spec §5). */
export async function accountJson(db: Executor, websiteId: string, user: SiteUserActor) {
  const view = await accountView(db, websiteId, user);
  return {
    siteUserId: user.id,
    name: view.name,
    email: view.email,
    verified: view.verified,
    orders: view.orders.map((o) => ({
      orderNumber: o.order_number,
      status: o.status,
      fulfillmentState: o.fulfillment_state,
      grandTotal: { value: String(o.grand_total), currency: o.currency },
      createdOn: o.created_at,
    })),
  };
}
