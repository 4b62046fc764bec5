import { findDonationSettings, type Executor, type OrderWithItems } from '@tessera/db';

/** Whether every line of the order is a donation: its confirmation is the contribution-confirmed page. */
export async function isDonationOrder(
  db: Executor,
  websiteId: string,
  order: OrderWithItems,
): Promise<boolean> {
  const stored = await findDonationSettings(db, websiteId);
  const ids = new Set([stored?.one_off_item_id, stored?.monthly_item_id].filter((id) => id));
  return order.items.length > 0 && order.items.every((line) => ids.has(line.item_id));
}
