import { ADD_ERROR_RESET_MS, ADDED_LABEL_DELAY_MS, ADDED_LABEL_DURATION_MS } from './timings.js';

/**
 * The add-to-cart button: idle → adding ('Adding…') → on success, after a 1 s delay, added
 * ('Added!') for 2 s → idle; on failure, idle again after 1 s. Only an idle button takes clicks
 * (an added button ignores them).
 */
export type AddButtonStatus = 'idle' | 'adding' | 'confirming' | 'added' | 'recovering';

export interface AddButtonState {
  readonly status: AddButtonStatus;
}

export type AddButtonEvent =
  | { readonly type: 'click' }
  | { readonly type: 'success' }
  | { readonly type: 'failure' }
  | { readonly type: 'timer-elapsed' };

export const ADD_BUTTON_LABELS = { adding: 'Adding…', added: 'Added!' } as const;

export const INITIAL_ADD_BUTTON_STATE: AddButtonState = { status: 'idle' };

const TRANSITIONS: Record<AddButtonStatus, Partial<Record<AddButtonEvent['type'], AddButtonStatus>>> = {
  idle: { click: 'adding' },
  adding: { success: 'confirming', failure: 'recovering' },
  confirming: { 'timer-elapsed': 'added' },
  added: { 'timer-elapsed': 'idle' },
  recovering: { 'timer-elapsed': 'idle' },
};

/**
 * Pure reducer of the button; events that do not apply leave the state unchanged.
 *
 * @example
 * addButtonReducer({ status: 'idle' }, { type: 'click' }); // { status: 'adding' }
 */
export function addButtonReducer(state: AddButtonState, event: AddButtonEvent): AddButtonState {
  const next = TRANSITIONS[state.status][event.type];
  return next ? { status: next } : state;
}

const TIMERS: Partial<Record<AddButtonStatus, number>> = {
  confirming: ADDED_LABEL_DELAY_MS,
  added: ADDED_LABEL_DURATION_MS,
  recovering: ADD_ERROR_RESET_MS,
};

/** Milliseconds until the caller should dispatch 'timer-elapsed', or undefined for no timer. */
export function addButtonTimer(state: AddButtonState): number | undefined {
  return TIMERS[state.status];
}

export interface AddButtonView {
  readonly label: string;
  readonly disabled: boolean;
  /** For aria-busy while the request runs. */
  readonly busy: boolean;
}

/** What the button shows in a state; `idleLabel` is its normal text (e.g. 'Add To Cart'). */
export function addButtonView(state: AddButtonState, idleLabel: string): AddButtonView {
  switch (state.status) {
    case 'adding':
    case 'confirming':
      return { label: ADD_BUTTON_LABELS.adding, disabled: true, busy: true };
    case 'added':
      return { label: ADD_BUTTON_LABELS.added, disabled: false, busy: false };
    case 'recovering':
      return { label: idleLabel, disabled: true, busy: false };
    case 'idle':
      return { label: idleLabel, disabled: false, busy: false };
  }
}
