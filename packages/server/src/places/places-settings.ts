import { ok } from '@tessera/core';
import {
  deletePlacesSettings,
  findPlacesSettings,
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
}

export interface PlacesCredentials {
  provider: PlacesProviderId;
  apiKey: string;
  /** Moves on every save, so cached answers of an earlier key are not reused. */
  version: number;
}

// Sealed under the website and area, so a key copied to another row or table does not open.
const associated = (websiteId: string) => `${websiteId}:places`;

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
  };
}

/**
 * Saves the provider and, when given, a new API key (sealed with the install's key). Without a key
 * in the save the stored one stays; a first save, or one after the install's key changed, needs it.
 */
export async function savePlacesSettings(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
  input: { provider: PlacesProviderId; apiKey?: string | undefined },
): Promise<Outcome<PlacesSettingsView>> {
  if (!secretsKey) return fail('places-encryption-key-missing');
  let apiKey = input.apiKey;
  if (!apiKey) {
    const current = await findPlacesSettings(db, websiteId);
    apiKey = current && openSecrets(secretsKey, associated(websiteId), current.sealed_key)?.['apiKey'];
    if (!apiKey) return fail('places-key-required');
  }
  await putPlacesSettings(db, websiteId, {
    provider: input.provider,
    sealedKey: sealSecrets(secretsKey, associated(websiteId), { apiKey }),
    keyHint: maskSecret(apiKey),
  });
  return ok(await placesSettingsView(db, websiteId, secretsKey));
}

export async function removePlacesSettings(
  db: Executor,
  websiteId: string,
  secretsKey: Buffer | undefined,
): Promise<PlacesSettingsView> {
  await deletePlacesSettings(db, websiteId);
  return placesSettingsView(db, websiteId, secretsKey);
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
