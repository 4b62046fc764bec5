import type { Selectable } from 'kysely';
import type { WithDefault } from './columns.js';

/** A website's search-engine settings (migration 1170); no row means the defaults. */
export interface SeoSettingsTable {
  website_id: string;
  /** The owner's robots.txt rules; null for the defaults (core's DEFAULT_ROBOTS_RULES). */
  robots_rules: string | null;
  /** The owner's URL mappings, one per line (core's url-mappings.ts). */
  url_mappings: WithDefault<string>;
  updated_at: number;
}

export type SeoSettingsRow = Selectable<SeoSettingsTable>;
