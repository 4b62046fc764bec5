import { memberAreasGrantedByOrder, type Executor } from '@tessera/db';
import { WELCOME_PAGE } from './paths.js';

/** A membership an order granted, as its confirmation page and e-mail name it. */
export interface OrderMembership {
  areaName: string;
  /** The area's welcome page (membership-confirmed, 208), a site path. */
  welcomePath: string;
}

/** The member areas an order opened, each with the path of its welcome page. */
export async function orderMemberships(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<OrderMembership[]> {
  const areas = await memberAreasGrantedByOrder(db, websiteId, orderId);
  return areas.map((a) => ({ areaName: a.name, welcomePath: WELCOME_PAGE.replace(':areaId', a.id) }));
}
