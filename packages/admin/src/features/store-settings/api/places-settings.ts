import type { placesSettingsInput, ResponseOf } from '@tessera/contract';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { recordSeen, type SettingVersion } from './setting-versions.js';

const PATH = '/api/admin/commerce/places-settings';

/** Address autocomplete as the server answers it: the provider and the key's masked hint. */
export type PlacesSettings = ResponseOf<typeof PATH, 'get'>;
export type PlacesSettingsBody = z.output<typeof placesSettingsInput>;
/** The setting name of the places key among the versions seen (`setting-versions.ts`). */
export const PLACES_KEY = 'places-key';

export const placesSettingsQuery = queryOptions({
  queryKey: ['store-settings', 'places'] as const,
  queryFn: async () => {
    const settings = await request(api.GET(PATH, { cache: 'no-store' }));
    recordSeen(PLACES_KEY, settings.version);
    return settings;
  },
});

const versionOf = (from: SettingVersion | undefined) => (typeof from === 'number' ? from : undefined);

/**
 * Saves the provider made from the version `from` (a 409 'changed-elsewhere' with the latest
 * settings, key masked, when another owner saved since): with `apiKey` a new key, with
 * `restoreKey` a removed one put back, else the stored key stays. Answers the new version.
 */
export async function savePlacesSettings(body: PlacesSettingsBody, from: SettingVersion | undefined) {
  const saved = await request(api.PUT(PATH, { body: { ...body, version: versionOf(from) } }));
  recordSeen(PLACES_KEY, saved.version);
  return saved.version;
}

/**
 * Forgets the provider and key made from the version `from`; answers the removed key as the server
 * sealed it (opaque here: only a later save can hand it back), if one was removed.
 */
export async function removePlacesSettings(from: SettingVersion | undefined): Promise<string | undefined> {
  const version = versionOf(from);
  const removed = await request(
    api.DELETE(PATH, { params: { query: version === undefined ? {} : { version } } }),
  );
  recordSeen(PLACES_KEY, 0);
  return removed.removedKey;
}
