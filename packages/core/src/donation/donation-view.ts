import { formatMoney } from '../money/format.js';
import { moneyToJson, type MoneyJson } from '../money/json.js';
import type { CurrencyCode } from '../money/currencies.js';
import { money } from '../money/money.js';
import type { DonationFrequency, DonationSettings } from './donation-settings.js';

/** What a visitor's page shows of the owner's donation set-up (the donate page and the DONATION block). */
export interface DonationView {
  title: string;
  description: string;
  buttonLabel: string;
  presets: { amount: number; money: MoneyJson; label: string }[];
  allowCustomAmount: boolean;
  minimum: MoneyJson;
  maximum: MoneyJson;
  /** The bounds as the visitor reads them ('$5.00'). */
  minimumLabel: string;
  maximumLabel: string;
  frequencies: DonationFrequency[];
  /** The frequencies as the form's choices, the first one chosen. */
  frequencyOptions: { value: DonationFrequency; label: string; checked: boolean }[];
  currency: string;
}

export const DONATION_FREQUENCY_LABELS: Readonly<Record<DonationFrequency, string>> = {
  'one-off': 'One-off',
  monthly: 'Monthly',
};

export function donationView(
  settings: DonationSettings,
  currency: CurrencyCode,
  locale?: string,
): DonationView {
  const m = (cents: number) => money(cents, currency);
  const label = (cents: number) => formatMoney(m(cents), locale === undefined ? {} : { locale });
  return {
    title: settings.title,
    description: settings.description,
    buttonLabel: settings.buttonLabel,
    presets: settings.presetAmounts.map((amount) => ({
      amount,
      money: moneyToJson(m(amount)),
      label: label(amount),
    })),
    allowCustomAmount: settings.allowCustomAmount,
    minimum: moneyToJson(m(settings.minimumAmount)),
    maximum: moneyToJson(m(settings.maximumAmount)),
    minimumLabel: label(settings.minimumAmount),
    maximumLabel: label(settings.maximumAmount),
    frequencies: [...settings.frequencies],
    frequencyOptions: settings.frequencies.map((value, index) => ({
      value,
      label: DONATION_FREQUENCY_LABELS[value],
      checked: index === 0,
    })),
    currency,
  };
}
