import { listContributors } from '@tessera/db';
import type { ServiceContext } from '../context.js';

/** The website's contributors as an item's possible authors: id and the name to show. */
export async function listAuthors(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  const contributors = await listContributors(ctx.db, ctx.websiteId);
  return contributors.map((c) => ({ id: c.account_id, name: c.display_name || c.email }));
}
