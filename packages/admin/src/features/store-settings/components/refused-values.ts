import { useMemo } from 'react';
import type { StoreState } from '../model/store-change.js';
import type { RefusedStep } from './store-panel.js';

type StateOf<K extends StoreState['kind']> = Extract<StoreState, { kind: K }>;

/**
 * A refused Undo or Redo of the setting `kind` as its form shows it (`SettingsForm`'s `refused`):
 * the server's message and the values the step would have saved; undefined for other settings,
 * and for a state the form cannot show (`valuesOf` answers undefined).
 */
export function useRefusedValues<K extends StoreState['kind'], Values>(
  refused: RefusedStep | undefined,
  kind: K,
  valuesOf: (state: StateOf<K>) => Values | undefined,
): { message: string; values: Values } | undefined {
  return useMemo(() => {
    if (refused?.state.kind !== kind) return undefined;
    const values = valuesOf(refused.state as StateOf<K>);
    return values === undefined ? undefined : { message: refused.message, values };
    // Not on `valuesOf` (a new function each render): the refusal alone decides, so the form sees
    // one refusal object per refused step and shows it once.
  }, [refused, kind]);
}
