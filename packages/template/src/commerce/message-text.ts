import type { MessageFormatFuncMap } from '@phensley/messageformat';
import { DEFAULT_LOCALE, formatMessage, MESSAGE_FORMATTERS } from '../i18n/index.js';
import type { PluginContext, Value } from '../plugins.js';
import { escapeHtml } from '../formatters/core/html.js';

/**
 * Commerce messages only place values that are already text (money strings, counts, names);
 * a pattern that asks for an argument formatter gets empty text there, as for unknown ones.
 */
const NO_FORMATTERS: MessageFormatFuncMap = Object.fromEntries(
  MESSAGE_FORMATTERS.map((name) => [name, () => '']),
);

/**
 * A site-supplied message pattern (reference §11.8, e.g. `from {fromPrice}`) filled with named
 * arguments, as HTML: the pattern's own text is escaped, while argument values are inserted
 * as given — callers pass HTML (a money string) or escape them first. Plural rules follow the
 * render's locale, else en-US.
 * @example
 * messageHtml(ctx, 'from {fromPrice}', { fromPrice: '<span class="sqs-money-native">5.00</span>' });
 */
export function messageHtml(
  ctx: PluginContext,
  pattern: string,
  named: Readonly<Record<string, Value>>,
): string {
  const positional = Object.values(named);
  return formatMessage(
    ctx.locale ?? DEFAULT_LOCALE,
    escapeHtml(pattern),
    { positional, named: { ...named } },
    NO_FORMATTERS,
  );
}
