import type { Plugins } from '../plugins.js';
import { builtinFormatters, builtinPredicates } from '../registry.js';
import { applyFormatter } from './apply.js';
import type { Tables } from './state.js';

const NO_TAGS = Object.freeze({});
let builtins: Tables | undefined;
const byPlugins = new WeakMap<Plugins, Tables>();

/**
 * Formatter and predicate tables for a render: the built-ins, the engine's own `apply`, then the
 * host's plugins (which replace same-named entries). Cached per plugins object, so a host that
 * passes the same object each time links each template once.
 */
export function tablesFor(plugins: Plugins | undefined): Tables {
  if (!plugins) {
    builtins ??= {
      formatters: Object.freeze({ ...builtinFormatters, apply: applyFormatter }),
      predicates: builtinPredicates,
      tags: NO_TAGS,
    };
    return builtins;
  }
  let tables = byPlugins.get(plugins);
  if (!tables) {
    tables = {
      formatters: Object.freeze({ ...builtinFormatters, apply: applyFormatter, ...plugins.formatters }),
      predicates: Object.freeze({ ...builtinPredicates, ...plugins.predicates }),
      tags: Object.freeze({ ...plugins.tags }),
    };
    byPlugins.set(plugins, tables);
  }
  return tables;
}
