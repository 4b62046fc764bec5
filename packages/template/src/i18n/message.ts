import { Decimal } from '@phensley/decimal';
import type {
  MessageArg,
  MessageArgConverter,
  MessageCode,
  MessageFormatFuncMap,
} from '@phensley/messageformat';
import { buildMessageMatcher, MessageEngine, parseMessagePattern } from '@phensley/messageformat';
import type { PluralRules } from '@phensley/plurals';
import { pluralRules } from '@phensley/plurals';
import type { Value } from '../plugins.js';
import { asString } from '../values.js';
import { cachedHelper } from './format-cache.js';

/** Formatter names a message pattern may use (reference §11.8). */
export const MESSAGE_FORMATTERS = [
  'decimal',
  'number',
  'money',
  'currency',
  'datetime',
  'datetime-interval',
] as const;

const MATCHER = buildMessageMatcher([...MESSAGE_FORMATTERS]);
const ZERO = new Decimal(0);

/**
 * Message arguments are template values: text as the engine emits it (null and missing print
 * nothing), and plural selection on the exact decimal ("1.0" is not "1").
 */
const CONVERTER: MessageArgConverter = {
  asString(arg: MessageArg | undefined): string {
    // `#` in a plural branch arrives as the offset-adjusted Decimal.
    if (arg instanceof Decimal) return arg.toString();
    return arg === undefined ? '' : asString(arg as Value);
  },
  asDecimal(arg: MessageArg | undefined): Decimal {
    if (typeof arg === 'number') return Number.isFinite(arg) ? new Decimal(arg) : ZERO;
    if (typeof arg === 'string') {
      try {
        return new Decimal(arg.trim());
      } catch {
        return ZERO;
      }
    }
    return typeof arg === 'boolean' ? new Decimal(arg ? 1 : 0) : ZERO;
  },
};

function buildCode(pattern: string): { code: MessageCode } {
  return { code: parseMessagePattern(pattern, MATCHER) };
}

function buildPlurals(locale: string): PluralRules {
  const tag = new Intl.Locale(locale);
  return pluralRules.get(tag.language, tag.region);
}

/** Positional and named arguments of a message. */
export interface MessageArguments {
  readonly positional: Value[];
  readonly named: Record<string, Value>;
}

/**
 * Evaluate an ICU-style message pattern (reference §11.8) with CLDR plural rules for `locale`.
 * `formatters` implements the argument formatters (`decimal`, `money`, `datetime`, …) for this
 * render. Parsed patterns share the formatting-helper cache. "" for an invalid locale.
 */
export function formatMessage(
  locale: string,
  pattern: string,
  args: MessageArguments,
  formatters: MessageFormatFuncMap,
): string {
  const plurals = cachedHelper(`plurals|${locale}`, buildPlurals, locale, undefined);
  const parsed = cachedHelper(`message|${pattern}`, buildCode, pattern, undefined);
  if (plurals === undefined || parsed === undefined) return '';
  const engine = new MessageEngine(plurals, CONVERTER, formatters, parsed.code);
  return engine.evaluate(args.positional, args.named);
}
