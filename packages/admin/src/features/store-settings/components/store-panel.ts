import type { StoreState } from '../model/store-change.js';
import type { RowKeys } from '../../../lib/row-keys.js';

/**
 * An Undo or Redo of a setting the server refused because another owner changed it since our
 * change (409 'changed elsewhere'): the state it would have saved, and the server's message.
 */
export interface RefusedStep {
  state: StoreState;
  message: string;
}

/** What every Store settings panel gets from the screen: the currency and the saved-change history. */
export interface StorePanelProps {
  currency: string;
  keys: RowKeys;
  /** Saves a change as a command with its inverse; answers the error when it was not saved. */
  change: (label: string, before: StoreState, after: StoreState) => Promise<{ error?: unknown }>;
  busy: boolean;
  /** A refused Undo or Redo waiting to be shown by the form of its setting. */
  refused: RefusedStep | undefined;
  /** The form of the refused setting shows the refusal now. */
  onRefusalShown: () => void;
}
