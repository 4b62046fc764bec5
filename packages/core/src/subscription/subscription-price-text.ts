import { describeSubscriptionPlan } from './subscription-plan.js';
import type { BillingUnit, DescribePlanOptions, PlanSpan, SubscriptionPlan } from './subscription-plan.js';

/** Shown when a plan has no billing period that can be described. */
export const SUBSCRIPTION_UNAVAILABLE_TEXT = 'Unavailable';

const UNIT_WORDS: Record<BillingUnit, readonly [singular: string, plural: string]> = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
};

function unitWord(span: PlanSpan): string {
  const [singular, plural] = UNIT_WORDS[span.unit];
  return span.count === 1 ? singular : plural;
}

/** 'every week', 'every 2 weeks'. */
function everyText(span: PlanSpan): string {
  return span.count === 1 ? `every ${unitWord(span)}` : `every ${span.count} ${unitWord(span)}`;
}

/** 'for 1 year', 'for 6 months'. */
function forText(span: PlanSpan): string {
  return `for ${span.count} ${unitWord(span)}`;
}

export interface SubscriptionPriceTextOptions extends DescribePlanOptions {
  /** Prefix 'from ' (products whose variants have different prices). */
  readonly from?: boolean;
}

/**
 * English price wording of a subscription: '{price} every {n} months for {m} years'.
 * `price` is already formatted money text. Indefinite plans (0 cycles) show no duration;
 * a plan without a usable billing period reads 'Unavailable'.
 *
 * @example
 * subscriptionPriceText('$10.00', { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 52 });
 * // '$10.00 every week for 1 year'
 */
export function subscriptionPriceText(
  price: string,
  plan: SubscriptionPlan | null | undefined,
  options: SubscriptionPriceTextOptions = {},
): string {
  const description = describeSubscriptionPlan(plan, options);
  if (!description) return SUBSCRIPTION_UNAVAILABLE_TEXT;
  const parts = [options.from ? `from ${price}` : price, everyText(description.every)];
  if (description.duration) parts.push(forText(description.duration));
  return parts.join(' ');
}
