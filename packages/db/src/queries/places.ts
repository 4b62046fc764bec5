import type { Selectable } from 'kysely';
import { clockOf } from '../clock.js';
import type { PlacesProviderId, PlacesSettingsTable } from '../schema/places.js';
import type { Executor } from './executor.js';
import { nextSaveAt, savedVersion } from './save-version.js';

export type PlacesSettings = Selectable<PlacesSettingsTable>;

/** The settings' version for a guarded save or removal (see `savedVersion`); 0 when none are saved. */
export const placesSettingsVersion = (row: PlacesSettings | undefined): number =>
  row ? savedVersion(row) : 0;

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

/**
 * Writes the website's provider and key (a PUT: the same call twice leaves the same settings). With
 * `fromVersion`, only when the settings are still the ones the caller saw (0: none saved yet);
 * undefined otherwise. `version` counts saves (the places cache starts afresh on each).
 */
export async function putPlacesSettings(
  db: Executor,
  websiteId: string,
  input: PlacesSettingsInput,
  fromVersion?: number,
): Promise<PlacesSettings | undefined> {
  const now = clockOf(db).now();
  const values = { provider: input.provider, sealed_key: input.sealedKey, key_hint: input.keyHint };
  const next = { ...values, updated_at: nextSaveAt('places_settings', now) };
  if (fromVersion !== undefined && fromVersion !== 0) {
    return db
      .updateTable('places_settings')
      .set((eb) => ({ ...next, version: eb('version', '+', 1) }))
      .where('website_id', '=', websiteId)
      .where('updated_at', '=', fromVersion)
      .returningAll()
      .executeTakeFirst();
  }
  return db
    .insertInto('places_settings')
    .values({ website_id: websiteId, version: 1, ...values, updated_at: now })
    .onConflict((oc) => {
      const target = oc.column('website_id');
      return fromVersion === 0
        ? target.doNothing()
        : target.doUpdateSet((eb) => ({ ...next, version: eb('places_settings.version', '+', 1) }));
    })
    .returningAll()
    .executeTakeFirst();
}

/**
 * Forgets the website's provider and key; with `fromVersion`, only the settings the caller saw.
 * Answers the removed row (undefined when nothing was removed).
 */
export async function deletePlacesSettings(
  db: Executor,
  websiteId: string,
  fromVersion?: number,
): Promise<PlacesSettings | undefined> {
  let query = db.deleteFrom('places_settings').where('website_id', '=', websiteId);
  if (fromVersion !== undefined) query = query.where('updated_at', '=', fromVersion);
  return query.returningAll().executeTakeFirst();
}
