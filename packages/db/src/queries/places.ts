import { sql, type Selectable } from 'kysely';
import { clockOf } from '../clock.js';
import type { PlacesProviderId, PlacesSettingsTable } from '../schema/places.js';
import type { Executor } from './executor.js';

export type PlacesSettings = Selectable<PlacesSettingsTable>;

export async function findPlacesSettings(
  db: Executor,
  websiteId: string,
): Promise<PlacesSettings | undefined> {
  return db.selectFrom('places_settings').selectAll().where('website_id', '=', websiteId).executeTakeFirst();
}

export interface PlacesSettingsInput {
  provider: PlacesProviderId;
  sealedKey: string;
  keyHint: string;
}

/** Writes the website's provider and key (a PUT: the same call twice leaves the same settings). */
export async function putPlacesSettings(
  db: Executor,
  websiteId: string,
  input: PlacesSettingsInput,
): Promise<PlacesSettings> {
  const values = {
    provider: input.provider,
    sealed_key: input.sealedKey,
    key_hint: input.keyHint,
    updated_at: clockOf(db).now(),
  };
  return db
    .insertInto('places_settings')
    .values({ website_id: websiteId, version: 1, ...values })
    .onConflict((oc) =>
      oc.column('website_id').doUpdateSet({ ...values, version: sql<number>`places_settings.version + 1` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePlacesSettings(db: Executor, websiteId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('places_settings')
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
