import { DEFAULT_MAX_NESTING, DEFAULT_MAX_SOURCE_LENGTH, parseTemplate } from './compile/parse-template.js';
import type { Template } from './compile/template.js';
import { inSourceOrder } from './compile/syntax-errors.js';
import type { TemplateError } from './errors.js';
import { checkNames } from './compile/check-names.js';
import { LinkContext } from './execute/link-context.js';
import { tablesFor } from './execute/tables.js';
import type { Limits } from './limits.js';
import type { Plugins } from './plugins.js';
import { withExcerpts } from './source-excerpt.js';

export interface CompileOptions {
  /** Extra or replacing plugins, so their names are not reported as unknown. */
  readonly plugins?: Plugins;
  readonly limits?: Partial<Pick<Limits, 'maxNesting' | 'maxSourceLength'>>;
  /**
   * Compile `<squarespace:NAME …>` tags as instructions (template packages,
   * template-packages.md §9); the host renders them through `plugins.tags`.
   */
  readonly platformTags?: boolean;
}

export interface CompileResult {
  readonly template: Template;
  /** Syntax errors (structure, unknown formatter and predicate names) in source order, with excerpts. */
  readonly errors: TemplateError[];
}

/**
 * Compiles JSON-T source into an immutable, JSON-serialisable template.
 * @example
 * const { template, errors } = compile('<h1>{title|html}</h1>');
 */
export function compile(source: string, options: CompileOptions = {}): CompileResult {
  const template = parseTemplate(
    source,
    options.limits?.maxNesting ?? DEFAULT_MAX_NESTING,
    options.limits?.maxSourceLength ?? DEFAULT_MAX_SOURCE_LENGTH,
    options.platformTags === true,
  );
  const names = new LinkContext(tablesFor(options.plugins), undefined);
  checkNames(template.body, names);
  return { template, errors: withExcerpts(inSourceOrder(template.errors, names.errors), () => source) };
}

const cache = new Map<string, Template>();
const CACHE_ENTRIES = 500;
/** Total source length kept, so a few huge sources cannot hold a lot of memory. */
const CACHE_CHARS = 8_000_000;
let cachedChars = 0;

/**
 * Compiles with a bounded cache keyed by source (partials and sources passed to render()), with
 * the default limits; an over-long source is refused before the cache is consulted.
 */
export function compileCached(source: string, maxSourceLength = DEFAULT_MAX_SOURCE_LENGTH): Template {
  if (maxSourceLength > 0 && source.length > maxSourceLength) {
    return parseTemplate(source, DEFAULT_MAX_NESTING, maxSourceLength);
  }
  let template = cache.get(source);
  if (template) return template;
  template = parseTemplate(source, DEFAULT_MAX_NESTING, 0);
  if (source.length > CACHE_CHARS) return template;
  while (cache.size >= CACHE_ENTRIES || cachedChars + source.length > CACHE_CHARS) {
    const oldest = cache.keys().next().value as string;
    cache.delete(oldest);
    cachedChars -= oldest.length;
  }
  cache.set(source, template);
  cachedChars += source.length;
  return template;
}
