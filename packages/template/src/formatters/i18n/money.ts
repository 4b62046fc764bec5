import type { NumberOptions } from '../../i18n/index.js';
import {
  formatMinorUnits,
  formatMoney,
  MoneySite,
  numberOptionsOf,
  readExactMinorUnits,
  readMoney,
} from '../../i18n/index.js';
import type { Formatter, Value } from '../../plugins.js';

function moneyText(value: Value, locale: string, options: NumberOptions): string {
  const exact = readExactMinorUnits(value);
  if (exact !== undefined) return formatMinorUnits(locale, exact.minor, exact.currency, options, exact.scale);
  const amount = readMoney(value);
  return amount === undefined ? '' : formatMoney(locale, amount, options);
}

/** One memo site per argument array: a compiled template passes the same array on every call. */
const sites = new WeakMap<readonly string[], MoneySite>();

function siteOf(args: readonly string[]): MoneySite {
  let site = sites.get(args);
  if (site === undefined) {
    const options = numberOptionsOf(args);
    site = new MoneySite(JSON.stringify(options), (value, locale) => moneyText(value, locale, options));
    sites.set(args, site);
  }
  return site;
}

/**
 * `money [currency options]` (reference §8.5, §11.2, §11.4): a money object
 * `{decimalValue, currencyCode}` or `{value, currency}` (value in minor units) in the locale's
 * currency format. Not a money object, an unparseable amount or no locale → "". Texts come
 * through the bounded money memo; options are parsed once per call site.
 */
export const money: Formatter = {
  apply(args, vars, ctx) {
    const slot = vars[0];
    if (slot) slot.value = ctx.locale === undefined ? '' : siteOf(args).text(slot.value, ctx.locale);
  },
  bind(args) {
    const site = siteOf(args);
    return (value, ctx) => (ctx.locale === undefined ? '' : site.text(value, ctx.locale));
  },
};
