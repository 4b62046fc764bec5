/** Units a subscription bills in (platform spec §3). */
export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];

export interface BillingPeriod {
  /** How many units between charges, a positive integer. */
  readonly value: number;
  readonly unit: BillingUnit;
}

export interface SubscriptionPlan {
  readonly billingPeriod?: BillingPeriod | null;
  /** Number of charges; 0 (or absent) bills indefinitely. */
  readonly numBillingCycles?: number | null;
}

export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

/** A count of billing units: "2 weeks", "1 year". */
export interface PlanSpan {
  readonly count: number;
  readonly unit: BillingUnit;
}

/** What a plan charges: every `every`, for `duration` (absent when indefinite). */
export interface PlanDescription {
  readonly every: PlanSpan;
  readonly duration?: PlanSpan;
}

export interface DescribePlanOptions {
  /** Express a duration that is a whole number of years in years (default true). */
  readonly yearsWhenEven?: boolean;
}

function isBillingUnit(unit: unknown): unit is BillingUnit {
  return (BILLING_UNITS as readonly unknown[]).includes(unit);
}

const UNITS_PER_YEAR: Record<BillingUnit, number> = { WEEK: WEEKS_PER_YEAR, MONTH: MONTHS_PER_YEAR, YEAR: 1 };

function durationOf(span: number, unit: BillingUnit, yearsWhenEven: boolean): PlanSpan {
  const perYear = UNITS_PER_YEAR[unit];
  if (yearsWhenEven && span % perYear === 0) return { count: span / perYear, unit: 'YEAR' };
  return { count: span, unit };
}

/**
 * The billing rhythm and duration of a plan, or `undefined` when the plan has no usable
 * billing period (callers then show 'Unavailable'). The duration is period × cycles, in
 * years when it divides evenly into years (52 weeks, 12 months) unless told not to.
 *
 * @example
 * describeSubscriptionPlan({ billingPeriod: { value: 2, unit: 'MONTH' }, numBillingCycles: 18 });
 * // { every: { count: 2, unit: 'MONTH' }, duration: { count: 3, unit: 'YEAR' } }
 */
export function describeSubscriptionPlan(
  plan: SubscriptionPlan | null | undefined,
  options: DescribePlanOptions = {},
): PlanDescription | undefined {
  const period = plan?.billingPeriod;
  if (!period || !isBillingUnit(period.unit)) return undefined;
  if (!Number.isSafeInteger(period.value) || period.value < 1) return undefined;
  const cycles = plan.numBillingCycles ?? 0;
  if (!Number.isSafeInteger(cycles) || cycles < 0) return undefined;
  const every = { count: period.value, unit: period.unit };
  if (cycles === 0) return { every };
  return { every, duration: durationOf(period.value * cycles, period.unit, options.yearsWhenEven ?? true) };
}
