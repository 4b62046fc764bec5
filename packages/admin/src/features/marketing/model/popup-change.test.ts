import { DEFAULT_PROMO_POPUP } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { popupCommand } from './popup-change.js';

describe('popupCommand', () => {
  it('names turning the pop-up on or off, and any other change', () => {
    const on = { ...DEFAULT_PROMO_POPUP, enabled: true };
    expect(popupCommand(DEFAULT_PROMO_POPUP, on)?.label).toBe('Turned the pop-up on');
    expect(popupCommand(on, DEFAULT_PROMO_POPUP)?.label).toBe('Turned the pop-up off');
    expect(popupCommand(on, { ...on, heading: 'Sale' })).toEqual({
      label: 'Changed the pop-up',
      before: on,
      after: { ...on, heading: 'Sale' },
    });
  });

  it('is nothing when nothing changes, whatever else the server answered', () => {
    const saved = { ...DEFAULT_PROMO_POPUP, version: 4, formId: 'f1' };
    expect(popupCommand(saved, DEFAULT_PROMO_POPUP)).toBeUndefined();
  });
});
