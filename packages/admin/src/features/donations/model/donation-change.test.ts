import { describe, expect, it } from 'vitest';
import { DEFAULT_DONATION_SETTINGS } from '@tessera/core';
import { donationCommand, frequenciesOf, frequencyChoiceOf } from './donation-change.js';

const saved = { ...DEFAULT_DONATION_SETTINGS, presetAmounts: [1000], frequencies: ['one-off' as const] };

describe('donation commands', () => {
  it('is no command when nothing changes, and names turning donations on', () => {
    expect(donationCommand(saved, { ...saved })).toBeUndefined();
    expect(donationCommand(saved, { ...saved, enabled: true })?.label).toBe('Turned donations on');
    const changed = donationCommand(saved, { ...saved, presetAmounts: [1000, 2000] });
    expect(changed).toEqual({
      label: 'Changed donations',
      before: { ...saved },
      after: { ...saved, presetAmounts: [1000, 2000] },
    });
  });

  it('maps the frequency radios to the API’s frequencies and back', () => {
    expect(frequenciesOf('one-off')).toEqual(['one-off']);
    expect(frequenciesOf('monthly')).toEqual(['monthly']);
    expect(frequenciesOf('both')).toEqual(['one-off', 'monthly']);
    expect(frequencyChoiceOf(['monthly', 'one-off'])).toBe('both');
    expect(frequencyChoiceOf(['monthly'])).toBe('monthly');
    expect(frequencyChoiceOf(['one-off'])).toBe('one-off');
  });
});
