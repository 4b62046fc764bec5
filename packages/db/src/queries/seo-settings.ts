import type { Executor } from './executor.js';

export interface SeoSettings {
  /** The owner's robots.txt rules; null for the defaults. */
  robotsRules: string | null;
  /** The owner's URL mappings text ('' for none). */
  urlMappings: string;
}

export const DEFAULT_SEO_SETTINGS: SeoSettings = Object.freeze({ robotsRules: null, urlMappings: '' });

/** The website's search-engine settings (the defaults when it never saved any). */
export async function getSeoSettings(db: Executor, websiteId: string): Promise<SeoSettings> {
  const row = await db
    .selectFrom('seo_settings')
    .select(['robots_rules', 'url_mappings'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row ? { robotsRules: row.robots_rules, urlMappings: row.url_mappings } : DEFAULT_SEO_SETTINGS;
}

/** Saves one or both settings (a missing one keeps its value); the same call twice changes nothing more. */
export async function saveSeoSettings(
  db: Executor,
  websiteId: string,
  change: Partial<SeoSettings>,
  now: number,
): Promise<SeoSettings> {
  const set = {
    ...(change.robotsRules !== undefined && { robots_rules: change.robotsRules }),
    ...(change.urlMappings !== undefined && { url_mappings: change.urlMappings }),
    updated_at: now,
  };
  await db
    .insertInto('seo_settings')
    .values({ website_id: websiteId, robots_rules: null, ...set })
    .onConflict((oc) => oc.column('website_id').doUpdateSet(set))
    .execute();
  return getSeoSettings(db, websiteId);
}
