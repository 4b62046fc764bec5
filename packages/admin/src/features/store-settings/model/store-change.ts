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
  type CheckoutSettings,
  type Preferences,
  type ShippingRate,
  type ShippingRateBody,
  type TaxRule,
  type TaxRuleBody,
} from '../api/store-settings.js';
import type { RowKeys } from '../../../lib/row-keys.js';

/**
 * One saved state of a store setting: a command's `before` and `after` are two of these. A row
 * (rate, rule) that does not exist is `null`, so creating and deleting are each other's inverse.
 */
export type StoreState =
  | { kind: 'rate'; key: string; value: ShippingRateBody | null }
  | { kind: 'tax'; key: string; value: TaxRuleBody | null }
  | { kind: 'checkout'; value: CheckoutSettings }
  | { kind: 'preferences'; namespace: string; value: Preferences };

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

/** Saves one state on the server: creates, changes or deletes the row, or saves the settings. */
export async function saveStoreState(state: StoreState, keys: RowKeys): Promise<void> {
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
      await saveCheckoutSettings(state.value);
      return;
    case 'preferences':
      await savePreferences(state.namespace, state.value);
      return;
  }
}
