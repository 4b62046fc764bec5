import { describe, expect, it } from 'vitest';
import { DEFAULT_DONATION_SETTINGS, donationSettingsProblems } from './donation-settings.js';

const settings = DEFAULT_DONATION_SETTINGS;

describe('donationSettingsProblems', () => {
  it('accepts the defaults', () => {
    expect(donationSettingsProblems(settings)).toEqual({});
  });

  it('refuses bounds out of order and presets outside them', () => {
    expect(donationSettingsProblems({ ...settings, minimumAmount: 500, maximumAmount: 100 })).toEqual({
      maximumAmount: 'The maximum must not be below the minimum',
    });
    expect(donationSettingsProblems({ ...settings, presetAmounts: [50] })).toEqual({
      presetAmounts: 'Every preset amount must lie between the minimum and the maximum',
    });
    expect(donationSettingsProblems({ ...settings, presetAmounts: [2_000_000] }).presetAmounts).toBe(
      'Every preset amount must lie between the minimum and the maximum',
    );
  });

  it('accepts presets equal to the bounds', () => {
    expect(donationSettingsProblems({ ...settings, presetAmounts: [100, 1_000_000] })).toEqual({});
  });

  it('refuses a preset listed twice and a frequency listed twice', () => {
    expect(donationSettingsProblems({ ...settings, presetAmounts: [1000, 1000] })).toEqual({
      presetAmounts: 'List each preset amount once',
    });
    expect(donationSettingsProblems({ ...settings, frequencies: ['monthly', 'monthly'] })).toEqual({
      frequencies: 'List each frequency once',
    });
  });

  it('needs presets or a custom amount', () => {
    expect(donationSettingsProblems({ ...settings, presetAmounts: [], allowCustomAmount: false })).toEqual({
      presetAmounts: 'Add a preset amount or allow a custom amount',
    });
    expect(donationSettingsProblems({ ...settings, presetAmounts: [], allowCustomAmount: true })).toEqual({});
  });
});
