import type { Selectable } from 'kysely';
import type { Json, WithDefault } from './columns.js';

/** A website's donation set-up (migration 1215); the settings' shape is the server's to check. */
export interface DonationSettingsTable {
  website_id: string;
  settings: Json<Record<string, unknown>>;
  /** Counts saves, from 1. */
  version: number;
  /** The product one-off donations are sold as (made on the first donation). */
  one_off_item_id: WithDefault<string | null>;
  /** The subscribable product monthly donations are sold as. */
  monthly_item_id: WithDefault<string | null>;
  updated_at: number;
}

export type DonationSettingsRow = Selectable<DonationSettingsTable>;
