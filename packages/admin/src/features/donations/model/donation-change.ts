import type { DonationFields } from '@tessera/contract';

/** One saved change of the donation set-up as a command with its inverse (lib/saved-history.ts). */
export interface DonationCommand {
  label: string;
  before: DonationFields;
  after: DonationFields;
}

/** The owner's choices only, in a fixed key order (the server's answer carries more). */
export function donationFieldsOf(settings: DonationFields): DonationFields {
  const { enabled, title, description, buttonLabel, presetAmounts } = settings;
  const { allowCustomAmount, minimumAmount, maximumAmount, frequencies } = settings;
  return {
    enabled,
    title,
    description,
    buttonLabel,
    presetAmounts: [...presetAmounts],
    allowCustomAmount,
    minimumAmount,
    maximumAmount,
    frequencies: [...frequencies],
  };
}

/** The command that saves `after` over `before`; undefined when nothing would change. */
export function donationCommand(before: DonationFields, after: DonationFields): DonationCommand | undefined {
  const from = donationFieldsOf(before);
  const to = donationFieldsOf(after);
  if (JSON.stringify(from) === JSON.stringify(to)) return undefined;
  const label =
    from.enabled !== to.enabled
      ? to.enabled
        ? 'Turned donations on'
        : 'Turned donations off'
      : 'Changed donations';
  return { label, before: from, after: to };
}

/** The frequency radio group's choices and the API's `frequencies` each stands for. */
export const FREQUENCY_CHOICES = [
  { value: 'one-off', label: 'One-off only', frequencies: ['one-off'] },
  { value: 'monthly', label: 'Monthly only', frequencies: ['monthly'] },
  { value: 'both', label: 'One-off or monthly', frequencies: ['one-off', 'monthly'] },
] as const satisfies readonly { value: string; label: string; frequencies: DonationFields['frequencies'] }[];

export type FrequencyChoice = (typeof FREQUENCY_CHOICES)[number]['value'];

/** The radio that stands for the saved frequencies (both ways, in either order, is 'both'). */
export function frequencyChoiceOf(frequencies: DonationFields['frequencies']): FrequencyChoice {
  const once = frequencies.includes('one-off');
  const monthly = frequencies.includes('monthly');
  return once && monthly ? 'both' : monthly ? 'monthly' : 'one-off';
}

export function frequenciesOf(choice: FrequencyChoice): DonationFields['frequencies'] {
  return [...(FREQUENCY_CHOICES.find((c) => c.value === choice) ?? FREQUENCY_CHOICES[0]).frequencies];
}
