import type { StoreState } from '../model/store-change.js';
import type { RowKeys } from '../../../lib/row-keys.js';

/** What every Store settings panel gets from the screen: the currency and the saved-change history. */
export interface StorePanelProps {
  currency: string;
  keys: RowKeys;
  /** Saves a change as a command with its inverse; answers the error when it was not saved. */
  change: (label: string, before: StoreState, after: StoreState) => Promise<{ error?: unknown }>;
  busy: boolean;
}
