import { ApiError } from '../../../lib/api-error.js';
import {
  createShippingRate,
  createTaxRule,
  deleteShippingRate,
  deleteTaxRule,
  saveCheckoutSettings,
  savePreferences,
  updateShippingRate,
  updateTaxRule,
  chooseProvider,
  removeProviderSettings,
  savePaypalSettings,
  saveStripeSettings,
  type CheckoutSettings,
  type PaymentProviderId,
  type PaypalSettingsBody,
  type StripeSettingsBody,
  type Preferences,
  type ShippingRate,
  type ShippingRateBody,
  type TaxRule,
  type TaxRuleBody,
} from '../api/store-settings.js';
import type { RowKeys } from '../../../lib/row-keys.js';
import type { HistoryStep } from '../../../lib/saved-history.js';
import { preferencesSetting, PROVIDER_CHOICE, providerKeysSetting } from '../api/store-settings.js';
import { seenVersion, type SettingVersion } from '../api/setting-versions.js';
import {
  PLACES_KEY,
  removePlacesSettings,
  savePlacesSettings,
  type PlacesSettingsBody,
} from '../api/places-settings.js';
import { keepRemoved, keyToSend } from './places-keys.js';

/**
 * One saved state of a store setting: a command's `before` and `after` are two of these. A row
 * (rate, rule) that does not exist is `null`, so creating and deleting are each other's inverse.
 */
export type StoreState =
  | { kind: 'rate'; key: string; value: ShippingRateBody | null }
  | { kind: 'tax'; key: string; value: TaxRuleBody | null }
  | { kind: 'checkout'; value: CheckoutSettings }
  | { kind: 'preferences'; namespace: string; value: Preferences }
  /** The provider for new payments (its inverse is the provider chosen before). */
  | { kind: 'payment-provider'; value: PaymentProviderId }
  /**
   * An outside provider's settings; null when not configured. Secrets are write-only, so a state
   * holds the public values only and undoing a save restores those (the secrets stay as stored).
   */
  | { kind: 'stripe'; value: StripeSettingsBody | null }
  | { kind: 'paypal'; value: PaypalSettingsBody | null }
  /**
   * Address autocomplete: the provider, or null without one. The key is named by `keyId` only
   * (`places-keys.ts`): for a null state, the key whose removal it is.
   */
  | { kind: 'places'; value: Pick<PlacesSettingsBody, 'provider'> | null; keyId: string };

export function rateBodyOf({ id: _id, version: _version, ...body }: ShippingRate): ShippingRateBody {
  return body;
}

export function taxBodyOf({ id: _id, version: _version, ...body }: TaxRule): TaxRuleBody {
  return body;
}

/** Deleting what is already gone (another owner, or a retry) leaves the wanted state: done. */
async function gone(remove: Promise<unknown>): Promise<void> {
  try {
    await remove;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

interface Saved {
  id: string;
  version: number;
}

interface RowApi<Body> {
  create: (body: Body) => Promise<Saved>;
  update: (id: string, body: Body, version?: number) => Promise<Saved>;
  remove: (id: string) => Promise<unknown>;
}

async function saveRow<Body>(keys: RowKeys, key: string, value: Body | null, rows: RowApi<Body>) {
  const id = keys.idOf(key);
  if (value === null) {
    if (id) await gone(rows.remove(id));
    keys.set(key, null);
  } else if (id) {
    // From the version the owner saw or last saved: another owner's change since is not undone.
    keys.saw(key, (await rows.update(id, value, keys.versionOf(key))).version);
  } else {
    const created = await rows.create(value);
    keys.set(key, created.id);
    keys.saw(key, created.version);
  }
}

/** Saves (or forgets) an outside provider's keys made from the version `from`; answers the new one. */
async function saveProvider(
  state: Extract<StoreState, { kind: 'stripe' | 'paypal' }>,
  from: SettingVersion | undefined,
): Promise<SettingVersion> {
  if (state.value === null) {
    await gone(removeProviderSettings(state.kind, from));
    return 0;
  }
  return state.kind === 'stripe'
    ? saveStripeSettings(state.value as StripeSettingsBody, from)
    : savePaypalSettings(state.value as PaypalSettingsBody, from);
}

/**
 * Saves (or forgets) the places provider and key made from the version `from`; answers the new
 * one. A removed key is kept sealed under its id, so the step that brings it back can send it.
 */
async function savePlaces(
  state: Extract<StoreState, { kind: 'places' }>,
  from: SettingVersion | undefined,
): Promise<SettingVersion> {
  if (state.value === null) {
    keepRemoved(state.keyId, await removePlacesSettings(from));
    return 0;
  }
  return savePlacesSettings({ provider: state.value.provider, ...keyToSend(state.keyId) }, from);
}

/** What a save of a store state needs besides the state: see `saveStoreState`. */
export interface StoreSaveContext {
  keys: RowKeys;
  /** Each setting's version as this screen's history last saved it (`settingOf`). */
  savedVersions: Map<string, SettingVersion>;
  step: HistoryStep;
}

/** The name of a setting kept as one versioned value, or undefined for rows. */
export function settingOf(state: StoreState): string | undefined {
  if (state.kind === 'checkout') return 'checkout';
  if (state.kind === 'preferences') return preferencesSetting(state.namespace);
  if (state.kind === 'payment-provider') return PROVIDER_CHOICE;
  if (state.kind === 'stripe' || state.kind === 'paypal') return providerKeysSetting(state.kind);
  if (state.kind === 'places') return PLACES_KEY;
  return undefined;
}

/**
 * Saves a setting kept as one versioned value. A new change is made from the version the screen
 * shows; Undo and Redo from the version this history saved last, so a value another owner saved
 * since our change is refused (409 'changed elsewhere'), not overwritten.
 */
async function saveSetting(
  setting: string,
  { savedVersions, step }: StoreSaveContext,
  save: (from: SettingVersion | undefined) => Promise<SettingVersion | undefined>,
): Promise<void> {
  const from = step === 'do' ? seenVersion(setting) : (savedVersions.get(setting) ?? seenVersion(setting));
  const saved = await save(from);
  if (saved === undefined) savedVersions.delete(setting);
  else savedVersions.set(setting, saved);
}

/** Saves one state on the server: creates, changes or deletes the row, or saves the settings. */
export async function saveStoreState(state: StoreState, context: StoreSaveContext): Promise<void> {
  const { keys } = context;
  switch (state.kind) {
    case 'rate':
      return saveRow(keys, state.key, state.value, {
        create: createShippingRate,
        update: updateShippingRate,
        remove: deleteShippingRate,
      });
    case 'tax':
      return saveRow(keys, state.key, state.value, {
        create: createTaxRule,
        update: updateTaxRule,
        remove: deleteTaxRule,
      });
    case 'checkout':
      return saveSetting('checkout', context, (from) => saveCheckoutSettings(state.value, from));
    case 'preferences':
      return saveSetting(preferencesSetting(state.namespace), context, (from) =>
        savePreferences(state.namespace, state.value, from),
      );
    case 'payment-provider':
      return saveSetting(PROVIDER_CHOICE, context, (from) => chooseProvider(state.value, from));
    case 'stripe':
    case 'paypal':
      return saveSetting(providerKeysSetting(state.kind), context, (from) => saveProvider(state, from));
    case 'places':
      return saveSetting(PLACES_KEY, context, (from) => savePlaces(state, from));
  }
}
