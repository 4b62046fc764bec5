import type { Selectable } from 'kysely';
import type { Json } from './columns.js';

/** A website's donation set-up (migration 1215); the settings' shape is the server's to check. */
export interface DonationSettingsTable {
  website_id: string;
  settings: Json<Record<string, unknown>>;
  /** Counts saves, from 1. */
  version: number;
  updated_at: number;
}

export type DonationSettingsRow = Selectable<DonationSettingsTable>;
