import type { Selectable } from 'kysely';
import type { Json } from './columns.js';

/** A website's promotional pop-up (migration 1210); the settings' shape is the server's to check. */
export interface PromoPopupsTable {
  website_id: string;
  settings: Json<Record<string, unknown>>;
  /** The pop-up's own newsletter form (null when it links somewhere instead, or was deleted). */
  form_id: string | null;
  /** Counts saves, from 1. */
  version: number;
  updated_at: number;
}

export type PromoPopupRow = Selectable<PromoPopupsTable>;
