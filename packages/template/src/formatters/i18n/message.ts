import type { MessageArg, MessageFormatFuncMap } from '@phensley/messageformat';
import { toDecimal } from '../../i18n/decimal-value.js';
import { formatDecimal } from '../../i18n/format-decimal.js';
import { formatMoney } from '../../i18n/format-money.js';
import type { MessageArguments } from '../../i18n/message.js';
import { formatMessage } from '../../i18n/message.js';
import { readMoney } from '../../i18n/money-value.js';
import { numberOptionsOf } from '../../i18n/option-words.js';
import type { PluginContext, Value } from '../../plugins.js';
import { MISSING } from '../../plugins.js';
import { asString } from '../../values.js';
import { dateTimeOptionsOf, dateTimeText } from './datetime.js';
import { intervalOptionsOf, intervalText } from './datetime-interval.js';
import { slotFormatter } from './slot-formatter.js';

interface ArgumentSpec {
  readonly name: string | undefined;
  readonly ref: string;
}

const parsedSpecs = new WeakMap<readonly string[], readonly ArgumentSpec[]>();

/** `key=ref` / `key:ref` (split at the first `=` or `:`) is named and positional; a bare ref positional. */
function specsOf(args: readonly string[]): readonly ArgumentSpec[] {
  let specs = parsedSpecs.get(args);
  if (specs === undefined) {
    specs = args.map((arg) => {
      const split = arg.search(/[=:]/);
      return split < 0
        ? { name: undefined, ref: arg }
        : { name: arg.slice(0, split), ref: arg.slice(split + 1) };
    });
    parsedSpecs.set(args, specs);
  }
  return specs;
}

/** Arguments resolved from the enclosing scope, so `@` is the scope's node (reference §7.3). */
function resolveArguments(ctx: PluginContext, args: readonly string[]): MessageArguments {
  const positional: Value[] = [];
  const named: Record<string, Value> = {};
  for (const spec of specsOf(args)) {
    const value = ctx.resolveFromParent(spec.ref);
    positional.push(value);
    if (spec.name !== undefined) named[spec.name] = value;
  }
  return { positional, named };
}

const valueOf = (arg: MessageArg | undefined): Value => (arg === undefined ? MISSING : (arg as Value));

function argumentFormatters(ctx: PluginContext, locale: string): MessageFormatFuncMap {
  const number = (args: MessageArg[], options: string[]): string => {
    const amount = toDecimal(valueOf(args[0]));
    return amount === undefined ? '' : formatDecimal(locale, amount, numberOptionsOf(options));
  };
  const money = (args: MessageArg[], options: string[]): string => {
    const amount = readMoney(valueOf(args[0]));
    return amount === undefined ? '' : formatMoney(locale, amount, numberOptionsOf(options));
  };
  return {
    decimal: number,
    number,
    money,
    currency: money,
    datetime: (args, options) => dateTimeText(ctx, valueOf(args[0]), dateTimeOptionsOf(options)),
    'datetime-interval': (args, options) =>
      intervalText(ctx, valueOf(args[0]), valueOf(args[1]), intervalOptionsOf(options)),
  };
}

/**
 * `message ARG…` (reference §8.5, §11.8): the input is an ICU-style message pattern; bare
 * arguments are positional references, `key=ref`/`key:ref` are named (and positional) ones.
 * Plural rules are the locale's CLDR rules on exact decimals. No locale → "".
 */
export const message = slotFormatter((value, args, ctx) => {
  const locale = ctx.locale;
  if (locale === undefined) return '';
  const pattern = asString(value);
  if (pattern === '') return '';
  return formatMessage(locale, pattern, resolveArguments(ctx, args), argumentFormatters(ctx, locale));
});
