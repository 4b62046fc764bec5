/**
 * Donations (page types donate 203 and contribution confirmed 204, block DONATION 52): what an
 * owner may set up. Amounts are integer minor units of the store's currency.
 */

/** How often a donor gives: once, or every month through the subscriptions machinery. */
export const DONATION_FREQUENCIES = ['one-off', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

export const DONATION_LIMITS = {
  title: 200,
  description: 2000,
  buttonLabel: 60,
  presets: 6,
  /** The largest amount any donation may be, in minor units (one million of the currency's units). */
  amount: 100_000_000,
} as const;

export interface DonationSettings {
  readonly enabled: boolean;
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** The amounts offered as buttons, in minor units, in the owner's order. */
  readonly presetAmounts: readonly number[];
  readonly allowCustomAmount: boolean;
  /** Bounds for every amount, presets included (minor units). */
  readonly minimumAmount: number;
  readonly maximumAmount: number;
  readonly frequencies: readonly DonationFrequency[];
}

/** A website that never saved its donation settings: off, with sensible amounts ready. */
export const DEFAULT_DONATION_SETTINGS: DonationSettings = {
  enabled: false,
  title: 'Make a donation',
  description: '',
  buttonLabel: 'Donate',
  presetAmounts: [1000, 2500, 5000],
  allowCustomAmount: true,
  minimumAmount: 100,
  maximumAmount: 1_000_000,
  frequencies: ['one-off'],
};

/** A rule the settings break, keyed by the field at fault. */
export type DonationSettingsProblems = Partial<Record<keyof DonationSettings, string>>;

/**
 * The rules that tie the fields together (each field's own bounds are the schema's): the bounds
 * in order, every preset inside them and listed once, and at least one way to choose an amount.
 */
export function donationSettingsProblems(settings: DonationSettings): DonationSettingsProblems {
  const problems: DonationSettingsProblems = {};
  const { minimumAmount: min, maximumAmount: max, presetAmounts } = settings;
  if (min > max) problems.maximumAmount = 'The maximum must not be below the minimum';
  else if (presetAmounts.some((amount) => amount < min || amount > max))
    problems.presetAmounts = 'Every preset amount must lie between the minimum and the maximum';
  if (new Set(presetAmounts).size !== presetAmounts.length)
    problems.presetAmounts = 'List each preset amount once';
  if (presetAmounts.length === 0 && !settings.allowCustomAmount)
    problems.presetAmounts = 'Add a preset amount or allow a custom amount';
  if (new Set(settings.frequencies).size !== settings.frequencies.length)
    problems.frequencies = 'List each frequency once';
  return problems;
}
