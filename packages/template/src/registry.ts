import { commerceFormatters } from './formatters/commerce/index.js';
import { contentFormatters } from './formatters/content/index.js';
import { coreFormatters } from './formatters/core/index.js';
import { i18nFormatters } from './formatters/i18n/index.js';
import { socialFormatters } from './formatters/social/index.js';
import type { FormatterTable, Plugins, PredicateTable } from './plugins.js';
import { commercePredicates } from './predicates/commerce/index.js';
import { contentPredicates } from './predicates/content/index.js';
import { corePredicates } from './predicates/core/index.js';
import { i18nPredicates } from './predicates/i18n/index.js';
import { socialPredicates } from './predicates/social/index.js';

/** Every built-in formatter by its template-facing name ('money-format', 'html', …). */
export const builtinFormatters: FormatterTable = Object.freeze({
  ...coreFormatters,
  ...contentFormatters,
  ...commerceFormatters,
  ...socialFormatters,
  ...i18nFormatters,
});

/** Every built-in predicate by its template-facing name ('on-sale?', 'equal?', …). */
export const builtinPredicates: PredicateTable = Object.freeze({
  ...corePredicates,
  ...contentPredicates,
  ...commercePredicates,
  ...socialPredicates,
  ...i18nPredicates,
});

/** Built-ins with a host's plugins laid over them (a host's plugin replaces a built-in of the same name). */
export function withPlugins(plugins: Plugins | undefined): {
  formatters: FormatterTable;
  predicates: PredicateTable;
} {
  if (!plugins) return { formatters: builtinFormatters, predicates: builtinPredicates };
  return {
    formatters: { ...builtinFormatters, ...plugins.formatters },
    predicates: { ...builtinPredicates, ...plugins.predicates },
  };
}
