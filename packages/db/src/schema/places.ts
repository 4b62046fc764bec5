import type { WithDefault } from './columns.js';

/** The address-autocomplete providers this server has an adapter for. */
export const PLACES_PROVIDERS = ['google'] as const;
export type PlacesProviderId = (typeof PLACES_PROVIDERS)[number];

/** A website's places provider and its API key, sealed (`v1.<iv>.<tag>.<ciphertext>`, AES-256-GCM). */
export interface PlacesSettingsTable {
  website_id: string;
  provider: PlacesProviderId;
  sealed_key: string;
  /** The key's masked hint (`••••abcd`) for the studio. */
  key_hint: string;
  version: WithDefault<number>;
  updated_at: number;
}
