import { describe, expect, it } from 'vitest';
import { chooseDonation, parseDonationAmount } from './donation-amount.js';
import { DEFAULT_DONATION_SETTINGS } from './donation-settings.js';

const settings = { ...DEFAULT_DONATION_SETTINGS, minimumAmount: 500, maximumAmount: 100_000 };

describe('parseDonationAmount', () => {
  it('reads whole and decimal amounts in the currency’s minor units', () => {
    expect(parseDonationAmount('25', 'USD')).toBe(2500);
    expect(parseDonationAmount(' 37.5 ', 'USD')).toBe(3750);
    expect(parseDonationAmount('1,000.05', 'USD')).toBe(100005);
    expect(parseDonationAmount('500', 'JPY')).toBe(500);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'ten', '-5', '1e3', '2.555', '12.', '0x10'])
      expect(parseDonationAmount(text, 'USD')).toBeUndefined();
    expect(parseDonationAmount('5.5', 'JPY')).toBeUndefined();
  });
});

describe('chooseDonation', () => {
  it('takes an offered preset or a custom amount within the bounds', () => {
    expect(chooseDonation(settings, { amount: '2500' }, 'USD')).toEqual({
      ok: true,
      value: { amount: 2500, frequency: 'one-off' },
    });
    expect(chooseDonation(settings, { amount: 'custom', customAmount: '12.34' }, 'USD')).toEqual({
      ok: true,
      value: { amount: 1234, frequency: 'one-off' },
    });
    expect(chooseDonation(settings, { customAmount: '5' }, 'USD')).toMatchObject({
      ok: true,
      value: { amount: 500 },
    });
  });

  it('says what is wrong with a bad amount', () => {
    const error = (choice: Parameters<typeof chooseDonation>[1], s = settings) =>
      chooseDonation(s, choice, 'USD');
    expect(error({})).toEqual({ ok: false, error: 'Choose an amount or enter your own.' });
    expect(error({ amount: 'custom', customAmount: ' ' })).toEqual({
      ok: false,
      error: 'Choose an amount or enter your own.',
    });
    expect(error({ amount: '777' })).toEqual({ ok: false, error: 'Choose one of the amounts offered.' });
    expect(error({ amount: 'custom', customAmount: 'lots' })).toEqual({
      ok: false,
      error: 'Enter an amount as a number, such as 25 or 25.50.',
    });
    expect(error({ amount: 'custom', customAmount: '4.99' })).toEqual({
      ok: false,
      error: 'The smallest donation we can take is $5.00.',
    });
    expect(error({ amount: 'custom', customAmount: '1000.01' })).toEqual({
      ok: false,
      error: 'The largest donation we can take is $1,000.00.',
    });
    expect(
      error({ amount: 'custom', customAmount: '20' }, { ...settings, allowCustomAmount: false }),
    ).toEqual({
      ok: false,
      error: 'Choose one of the amounts offered.',
    });
  });

  it('takes only a frequency the owner offers', () => {
    expect(chooseDonation(settings, { amount: '1000', frequency: 'monthly' }, 'USD')).toEqual({
      ok: false,
      error: 'Choose how often to give.',
    });
    const both = { ...settings, frequencies: ['one-off', 'monthly'] as const };
    expect(chooseDonation(both, { amount: '1000', frequency: 'monthly' }, 'USD')).toMatchObject({
      ok: true,
      value: { frequency: 'monthly' },
    });
    expect(chooseDonation(both, { amount: '1000', frequency: 'weekly' }, 'USD')).toMatchObject({ ok: false });
  });
});
