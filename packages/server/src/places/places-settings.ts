import { ok } from '@tessera/core';
import {
  deletePlacesSettings,
  findPlacesSettings,
  placesSettingsVersion,
  putPlacesSettings,
  type Executor,
  type PlacesProviderId,
} from '@tessera/db';
import { fail, type Outcome } from '../failure.js';
import { maskSecret, openSecrets, sealSecrets } from '../payments/index.js';

export interface PlacesSettingsView {
  /** null: no provider, the checkout's address fields stay plain. */
  provider: PlacesProviderId | null;
  /** The stored key's masked hint (`••••abcd`); never the key. */
  keyHint: string | null;
  /** Whether TESSERA_SECRETS_KEY is set, so a key can be saved. */
  encryptionKeyConfigured: boolean;
  /** The settings' version, for a guarded save or removal (0 before the first save). */
  version: number;
}

export interface PlacesCredentials {
  provider: PlacesProviderId;
  apiKey: string;
  /** Moves on every save, so cached answers of an earlier key are not reused. */
  version: number;
}

export interface PlacesSettingsInput {
  provider: PlacesProviderId;
  apiKey?: string | undefined;
  /** A removal's `removedKey`: put that key back when no `apiKey` is given. */
  restoreKey?: string | undefined;
  /** The version the owner saw (0: none saved); a save over a later one is refused. */
  version?: number | undefined;
}

// Sealed under the website and area, so a key copied to another row or table does not open. A
// removed key handed to the studio is sealed under its own area: it cannot pose as a stored one.
const associated = (websiteId: string) => `${websiteId}:places`;
const removedArea = (websiteId: string) => `${websiteId}:places:removed`;

export async function placesSettingsView(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
): Promise<PlacesSettingsView> {
  const row = await findPlacesSettings(db, websiteId);
  return {
    provider: row?.provider ?? null,
    keyHint: row?.key_hint ?? null,
    encryptionKeyConfigured: secretsKey !== undefined,
    version: placesSettingsVersion(row),
  };
}

/**
 * Saves the provider and, when given, a new API key (sealed with the install's key), or the removed
 * key `restoreKey` seals. Without either the stored key stays; a first save, or one after the
 * install's key changed, needs one. 'changed-elsewhere' when `input.version` is not the stored
 * settings' version any more.
 */
export async function savePlacesSettings(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
  input: PlacesSettingsInput,
): Promise<Outcome<PlacesSettingsView>> {
  if (!secretsKey) return fail('places-encryption-key-missing');
  const current = await findPlacesSettings(db, websiteId);
  if (input.version !== undefined && input.version !== placesSettingsVersion(current))
    return fail('changed-elsewhere');
  const apiKey =
    input.apiKey ||
    (input.restoreKey && openSecrets(secretsKey, removedArea(websiteId), input.restoreKey)?.['apiKey']) ||
    (current && openSecrets(secretsKey, associated(websiteId), current.sealed_key)?.['apiKey']);
  if (!apiKey) return fail('places-key-required');
  const saved = await putPlacesSettings(
    db,
    websiteId,
    {
      provider: input.provider,
      sealedKey: sealSecrets(secretsKey, associated(websiteId), { apiKey }),
      keyHint: maskSecret(apiKey),
    },
    input.version,
  );
  // Another save came between our read and our write.
  if (!saved) return fail('changed-elsewhere');
  return ok(await placesSettingsView(db, websiteId, secretsKey));
}

export interface PlacesRemoval {
  settings: PlacesSettingsView;
  /** The removed key sealed for this website's removed-key area: opaque to the studio, which can
   * only hand it back to put the key back. Absent when nothing was removed or it cannot be opened. */
  removedKey?: string;
}

/**
 * Forgets the provider and key; with `version`, 'changed-elsewhere' when another owner saved them
 * since (forgetting what is already gone is done).
 */
export async function removePlacesSettings(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
  version?: number,
): Promise<Outcome<PlacesRemoval>> {
  const removed = await deletePlacesSettings(db, websiteId, version);
  if (!removed && version !== undefined && (await findPlacesSettings(db, websiteId)))
    return fail('changed-elsewhere');
  const settings = await placesSettingsView(db, websiteId, secretsKey);
  const apiKey =
    removed && secretsKey
      ? openSecrets(secretsKey, associated(websiteId), removed.sealed_key)?.['apiKey']
      : undefined;
  if (!apiKey || !secretsKey) return ok({ settings });
  return ok({ settings, removedKey: sealSecrets(secretsKey, removedArea(websiteId), { apiKey }) });
}

/** The provider and its opened key, for the provider's own calls (never for a response). */
export async function placesCredentials(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
): Promise<PlacesCredentials | undefined> {
  const row = await findPlacesSettings(db, websiteId);
  if (!row || !secretsKey) return undefined;
  const apiKey = openSecrets(secretsKey, associated(websiteId), row.sealed_key)?.['apiKey'];
  return apiKey ? { provider: row.provider, apiKey, version: row.version } : undefined;
}
