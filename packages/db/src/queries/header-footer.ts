import { toJson } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export interface HeaderFooter {
  header: unknown;
  footer: unknown;
}

/** The site's header and footer; empty objects until an owner saves them. */
export async function getHeaderFooter(db: Executor, websiteId: string): Promise<HeaderFooter> {
  const row = await db
    .selectFrom('header_footer')
    .select(['header', 'footer'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  if (!row) return { header: {}, footer: {} };
  return { header: JSON.parse(row.header) as unknown, footer: JSON.parse(row.footer) as unknown };
}

export async function putHeaderFooter(db: Executor, websiteId: string, value: HeaderFooter): Promise<void> {
  const header = toJson(value.header);
  const footer = toJson(value.footer);
  const now = clockOf(db).now();
  await db
    .insertInto('header_footer')
    .values({ website_id: websiteId, header, footer, updated_at: now })
    .onConflict((oc) => oc.column('website_id').doUpdateSet({ header, footer, updated_at: now }))
    .execute();
}
