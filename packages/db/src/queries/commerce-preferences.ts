import { toJson } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

/** One namespace of a website's commerce preferences; undefined when never saved. */
export async function getCommercePreferences(
  db: Executor,
  websiteId: string,
  namespace: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('commerce_preferences')
    .select('value')
    .where('website_id', '=', websiteId)
    .where('namespace', '=', namespace)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as Record<string, unknown>) : undefined;
}

export async function putCommercePreferences(
  db: Executor,
  websiteId: string,
  namespace: string,
  value: Record<string, unknown>,
): Promise<void> {
  const json = toJson(value);
  const now = clockOf(db).now();
  await db
    .insertInto('commerce_preferences')
    .values({ website_id: websiteId, namespace, value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'namespace']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}
