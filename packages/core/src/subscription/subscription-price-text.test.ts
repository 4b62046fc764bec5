import { describe, expect, it } from 'vitest';
import { subscriptionPriceText, SUBSCRIPTION_UNAVAILABLE_TEXT } from './subscription-price-text.js';
import { describeSubscriptionPlan, MONTHS_PER_YEAR, WEEKS_PER_YEAR } from './subscription-plan.js';
import type { BillingUnit, SubscriptionPlan } from './subscription-plan.js';

const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscriptionPriceText', () => {
  it.each([
    // indefinite: no duration
    [plan(1, 'WEEK', 0), '$5.00 every week'],
    [plan(2, 'WEEK', 0), '$5.00 every 2 weeks'],
    [plan(1, 'MONTH', 0), '$5.00 every month'],
    [plan(3, 'MONTH', 0), '$5.00 every 3 months'],
    [plan(1, 'YEAR', 0), '$5.00 every year'],
    [plan(2, 'YEAR', 0), '$5.00 every 2 years'],
    // durations that do not divide into years stay in the billing unit
    [plan(1, 'WEEK', 1), '$5.00 every week for 1 week'],
    [plan(2, 'WEEK', 5), '$5.00 every 2 weeks for 10 weeks'],
    [plan(1, 'MONTH', 1), '$5.00 every month for 1 month'],
    [plan(2, 'MONTH', 3), '$5.00 every 2 months for 6 months'],
    [plan(1, 'MONTH', 13), '$5.00 every month for 13 months'],
    // durations of whole years are shown in years
    [plan(1, 'WEEK', 52), '$5.00 every week for 1 year'],
    [plan(2, 'WEEK', 52), '$5.00 every 2 weeks for 2 years'],
    [plan(4, 'WEEK', 39), '$5.00 every 4 weeks for 3 years'],
    [plan(1, 'MONTH', 12), '$5.00 every month for 1 year'],
    [plan(2, 'MONTH', 18), '$5.00 every 2 months for 3 years'],
    [plan(6, 'MONTH', 2), '$5.00 every 6 months for 1 year'],
    [plan(1, 'YEAR', 1), '$5.00 every year for 1 year'],
    [plan(1, 'YEAR', 3), '$5.00 every year for 3 years'],
    [plan(2, 'YEAR', 2), '$5.00 every 2 years for 4 years'],
  ])('%j reads %j', (input, expected) => {
    expect(subscriptionPriceText('$5.00', input)).toBe(expected);
  });

  it('keeps the billing unit when told not to use years', () => {
    expect(subscriptionPriceText('$5.00', plan(2, 'MONTH', 18), { yearsWhenEven: false })).toBe(
      '$5.00 every 2 months for 36 months',
    );
    expect(subscriptionPriceText('$5.00', plan(1, 'WEEK', 52), { yearsWhenEven: false })).toBe(
      '$5.00 every week for 52 weeks',
    );
  });

  it('prefixes "from" for varied prices', () => {
    expect(subscriptionPriceText('$5.00', plan(2, 'WEEK', 3), { from: true })).toBe(
      'from $5.00 every 2 weeks for 6 weeks',
    );
  });

  it('treats absent cycles as indefinite', () => {
    expect(subscriptionPriceText('$5.00', { billingPeriod: { value: 1, unit: 'MONTH' } })).toBe(
      '$5.00 every month',
    );
  });

  it.each([
    ['no plan', undefined],
    ['null plan', null],
    ['no billing period', { numBillingCycles: 3 }],
    ['zero period', plan(0, 'MONTH', 0)],
    ['fractional period', plan(1.5, 'MONTH', 0)],
    ['unknown unit', { billingPeriod: { value: 1, unit: 'DAY' as BillingUnit } }],
    ['negative cycles', plan(1, 'MONTH', -1)],
    ['fractional cycles', plan(1, 'MONTH', 2.5)],
  ])('reads Unavailable with %s', (_name, input) => {
    expect(subscriptionPriceText('$5.00', input)).toBe(SUBSCRIPTION_UNAVAILABLE_TEXT);
    expect(SUBSCRIPTION_UNAVAILABLE_TEXT).toBe('Unavailable');
  });
});

describe('describeSubscriptionPlan', () => {
  it('uses 52 weeks and 12 months per year', () => {
    expect(WEEKS_PER_YEAR).toBe(52);
    expect(MONTHS_PER_YEAR).toBe(12);
    expect(describeSubscriptionPlan(plan(1, 'WEEK', 104))).toEqual({
      every: { count: 1, unit: 'WEEK' },
      duration: { count: 2, unit: 'YEAR' },
    });
  });

  it('describes an indefinite plan without a duration', () => {
    expect(describeSubscriptionPlan(plan(3, 'MONTH', 0))).toEqual({ every: { count: 3, unit: 'MONTH' } });
  });
});
