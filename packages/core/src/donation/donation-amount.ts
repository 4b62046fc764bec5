import { currencyDigits } from '../money/currencies.js';
import { formatMoney } from '../money/format.js';
import type { CurrencyCode } from '../money/currencies.js';
import { money } from '../money/money.js';
import { err, ok, type Result } from '../result.js';
import { DONATION_FREQUENCIES, type DonationFrequency, type DonationSettings } from './donation-settings.js';

/** What the donor's form posts: a preset amount in minor units, or 'custom' with their own text. */
export interface DonationChoice {
  readonly amount?: string | undefined;
  readonly customAmount?: string | undefined;
  readonly frequency?: string | undefined;
}

export interface ChosenDonation {
  /** Minor units of the store's currency. */
  readonly amount: number;
  readonly frequency: DonationFrequency;
}

export const DONATION_MESSAGES = {
  noAmount: 'Choose an amount or enter your own.',
  notOffered: 'Choose one of the amounts offered.',
  customNumber: 'Enter an amount as a number, such as 25 or 25.50.',
  frequency: 'Choose how often to give.',
  below: (minimum: string) => `The smallest donation we can take is ${minimum}.`,
  above: (maximum: string) => `The largest donation we can take is ${maximum}.`,
} as const;

/** The donor's own amount in minor units: digits with at most the currency's decimals, else undefined. */
export function parseDonationAmount(text: string, currency: CurrencyCode): number | undefined {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * The amount and frequency a donor chose, checked against the owner's set-up: a preset must be
 * one offered, a custom amount needs custom amounts allowed and lies within the bounds.
 */
export function chooseDonation(
  settings: DonationSettings,
  choice: DonationChoice,
  currency: CurrencyCode,
): Result<ChosenDonation, string> {
  const frequency = choice.frequency ?? settings.frequencies[0];
  const known = DONATION_FREQUENCIES.find((f) => f === frequency);
  if (!known || !settings.frequencies.includes(known)) return err(DONATION_MESSAGES.frequency);
  const picked = choice.amount ?? (choice.customAmount ? 'custom' : '');
  if (picked === '') return err(DONATION_MESSAGES.noAmount);
  if (picked !== 'custom') {
    const preset = settings.presetAmounts.find((amount) => String(amount) === picked);
    return preset === undefined
      ? err(DONATION_MESSAGES.notOffered)
      : ok({ amount: preset, frequency: known });
  }
  if (!settings.allowCustomAmount) return err(DONATION_MESSAGES.notOffered);
  const text = choice.customAmount?.trim() ?? '';
  if (text === '') return err(DONATION_MESSAGES.noAmount);
  const amount = parseDonationAmount(text, currency);
  if (amount === undefined) return err(DONATION_MESSAGES.customNumber);
  const shown = (cents: number) => formatMoney(money(cents, currency));
  if (amount < settings.minimumAmount) return err(DONATION_MESSAGES.below(shown(settings.minimumAmount)));
  if (amount > settings.maximumAmount) return err(DONATION_MESSAGES.above(shown(settings.maximumAmount)));
  return ok({ amount, frequency: known });
}
