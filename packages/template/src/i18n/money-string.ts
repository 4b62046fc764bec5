import type { PluginContext, Value } from '../plugins.js';
import { isTruthy } from '../values.js';
import { formatMoney, legacyMoneyHtml } from './format-money.js';
import type { MoneyAmount } from './money-value.js';
import { readCommerceMoney } from './money-value.js';
import { numberOptionsOf } from './option-words.js';

/** Context flag choosing CLDR money strings over legacy markup (reference §11.3, Appendix A). */
export const CLDR_MONEY_FLAG = 'featureFlags.useCLDRMoneyFormat';

/** True when `featureFlags.useCLDRMoneyFormat` (stack walk) is truthy. */
export function usesCldrMoney(ctx: PluginContext): boolean {
  return isTruthy(ctx.resolve(CLDR_MONEY_FLAG));
}

/**
 * The money string of a commerce formatter (reference §11.3) for an amount already read.
 * CLDR mode: the locale's currency format with the formatter's currency options (`args`, §11.4),
 * "" without a locale. Legacy mode: `<span class="sqs-money-native">1,234.50</span>`.
 * @example moneyString(ctx, readCommerceMoney(variant.priceMoney), args)
 */
export function moneyString(ctx: PluginContext, money: MoneyAmount, args: readonly string[]): string {
  if (!usesCldrMoney(ctx)) return legacyMoneyHtml(money);
  return ctx.locale === undefined ? '' : formatMoney(ctx.locale, money, numberOptionsOf(args));
}

/**
 * `moneyString` of a money JSON value in the current form `{value, currency}` (value in minor
 * units); a missing currency is USD and a missing or invalid amount 0.
 * @example commerceMoneyString(ctx, { value: '1250', currency: 'USD' }, []) // '$12.50' in CLDR mode
 */
export function commerceMoneyString(ctx: PluginContext, value: Value, args: readonly string[]): string {
  return moneyString(ctx, readCommerceMoney(value), args);
}
