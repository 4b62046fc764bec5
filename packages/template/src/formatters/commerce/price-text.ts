import {
  describeSubscriptionPlan,
  SUBSCRIPTION_UNAVAILABLE_TEXT,
  subscriptionPriceText,
} from '@tessera/core';
import type { SubscriptionPlan } from '@tessera/core';
import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { messageHtml } from '../../commerce/message-text.js';
import { moneyString } from '../../i18n/index.js';
import type { MoneyAmount } from '../../i18n/index.js';
import { isObject } from '../../values.js';
import { escapeHtml } from '../core/html.js';

/** Spec (platform §8): the error when `free-if-zero` is asked for without a label. */
export const FREE_LABEL_REQUIRED = 'Free label is required';
const FREE_OPTION = 'free-if-zero';

/**
 * Writes the money of one price formatter call: the money string of the i18n helpers (CLDR or
 * legacy mode, currency options from the arguments), or the free label for a zero amount when
 * the call has `free-if-zero:LABEL`.
 */
export type MoneyWriter = (money: MoneyAmount) => string;

/**
 * The money writer for a call. `free-if-zero` without a label records the spec's error
 * 'Free label is required' once for the call, and zero prices are then shown as money.
 */
export function moneyWriter(args: readonly string[], ctx: PluginContext): MoneyWriter {
  const option = args.find((arg) => arg === FREE_OPTION || arg.startsWith(`${FREE_OPTION}:`));
  const label = option === undefined ? undefined : option.slice(FREE_OPTION.length + 1).trim();
  if (label === '') ctx.error('FREE_LABEL_REQUIRED', FREE_LABEL_REQUIRED);
  return (money) => (label && money.amount.isZero() ? escapeHtml(label) : moneyString(ctx, money, args));
}

/** `from {fromPrice}` with the site's pattern (`localizedStrings.productPriceFromText`). */
export function fromText(ctx: PluginContext, price: string): string {
  return messageHtml(ctx, localized(ctx, 'productPriceFromText', 'from {fromPrice}'), { fromPrice: price });
}

/**
 * The localizedStrings key of a subscription wording: `productPrice__every_<unit>`, then
 * `__for_<unit>` when the plan has a duration, then `__from` for varied prices
 * (`productPrice__every_week__for_year__from`). Its pattern receives `{price}`, `{n}` (units
 * between charges) and `{m}` (length of the duration).
 */
export function subscriptionKey(every: string, duration: string | undefined, from: boolean): string {
  const forPart = duration === undefined ? '' : `__for_${duration.toLowerCase()}`;
  return `productPrice__every_${every.toLowerCase()}${forPart}${from ? '__from' : ''}`;
}

/**
 * A subscription product's price wording (platform spec §4, §9): '{price} every {n} months for
 * {m} years', from the site's localized pattern when it has one, else in English. A plan
 * without a usable billing period reads `productPriceUnavailable` or 'Unavailable'.
 */
export function subscriptionText(ctx: PluginContext, planValue: Value, price: string, from: boolean): string {
  const plan = isObject(planValue) ? (planValue as SubscriptionPlan) : undefined;
  const description = describeSubscriptionPlan(plan);
  if (!description)
    return escapeHtml(localized(ctx, 'productPriceUnavailable', SUBSCRIPTION_UNAVAILABLE_TEXT));
  const { every, duration } = description;
  const key = subscriptionKey(every.unit, duration?.unit, from);
  const pattern = ctx.resolve(`localizedStrings.${key}`);
  if (typeof pattern === 'string' && pattern.trim() !== '') {
    return messageHtml(ctx, pattern, { price, n: every.count, m: duration?.count ?? null });
  }
  return subscriptionPriceText(price, plan, { from });
}
