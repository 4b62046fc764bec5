import { describe, expect, it } from 'vitest';
import {
  addButtonReducer,
  addButtonTimer,
  addButtonView,
  INITIAL_ADD_BUTTON_STATE,
} from './add-button-machine.js';
import type { AddButtonEvent, AddButtonState } from './add-button-machine.js';
import * as timings from './timings.js';

function run(events: AddButtonEvent['type'][], from: AddButtonState = INITIAL_ADD_BUTTON_STATE) {
  return events.reduce((state, type) => addButtonReducer(state, { type }), from);
}

describe('add-to-cart button', () => {
  it('goes idle → adding → added after the 1 s delay → idle after 2 s', () => {
    const adding = run(['click']);
    expect(addButtonView(adding, 'Add To Cart')).toEqual({ label: 'Adding…', disabled: true, busy: true });
    const confirming = run(['success'], adding);
    expect(addButtonTimer(confirming)).toBe(1000);
    expect(addButtonView(confirming, 'Add To Cart').label).toBe('Adding…');
    const added = run(['timer-elapsed'], confirming);
    expect(addButtonView(added, 'Add To Cart').label).toBe('Added!');
    expect(addButtonTimer(added)).toBe(2000);
    expect(run(['timer-elapsed'], added)).toEqual({ status: 'idle' });
  });

  it('returns to idle 1 s after an error', () => {
    const recovering = run(['click', 'failure']);
    expect(addButtonTimer(recovering)).toBe(1000);
    expect(addButtonView(recovering, 'Add To Cart')).toEqual({
      label: 'Add To Cart',
      disabled: true,
      busy: false,
    });
    expect(run(['timer-elapsed'], recovering)).toEqual({ status: 'idle' });
  });

  it('ignores clicks while added or busy', () => {
    const added = run(['click', 'success', 'timer-elapsed']);
    expect(addButtonReducer(added, { type: 'click' })).toBe(added);
    const adding = run(['click']);
    expect(addButtonReducer(adding, { type: 'click' })).toBe(adding);
  });

  it('ignores stray events', () => {
    expect(run(['success', 'failure', 'timer-elapsed'])).toEqual({ status: 'idle' });
    expect(addButtonTimer(INITIAL_ADD_BUTTON_STATE)).toBeUndefined();
  });

  it('exports the spec timings', () => {
    expect({ ...timings }).toEqual({
      ADDED_LABEL_DELAY_MS: 1000,
      ADDED_LABEL_DURATION_MS: 2000,
      ADD_ERROR_RESET_MS: 1000,
      SELECT_OPTION_FLASH_MS: 2000,
      POPOVER_AUTO_CLOSE_MS: 3000,
      POPOVER_SCROLL_THROTTLE_MS: 100,
      POPOVER_MARGIN_PX: 33,
      POPOVER_OFFSET_PX: 16,
      LIGHTBOX_ANIMATION_SECONDS: 0.3,
      LIGHTBOX_RESIZE_DEBOUNCE_MS: 100,
      LIGHTBOX_TOP_MARGIN_PX: 50,
    });
  });
});
