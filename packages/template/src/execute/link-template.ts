import type { TemplateError } from '../errors.js';
import type { Template } from '../compile/template.js';
import { linkSequence } from './link.js';
import type { Exec } from './link-context.js';
import { LinkContext } from './link-context.js';
import type { Tables } from './state.js';

/** A template turned into closures for one set of plugin tables, with its name errors. */
export interface Linked {
  readonly run: Exec;
  readonly errors: readonly TemplateError[];
}

const cache = new WeakMap<Tables, WeakMap<Template, Map<string, Linked>>>();

/**
 * Links a template once per (tables, template, partial name) and caches the closures, so a
 * render of a compiled template does no interpretation work.
 */
export function linkTemplate(template: Template, tables: Tables, partial?: string): Linked {
  let byTemplate = cache.get(tables);
  if (!byTemplate) cache.set(tables, (byTemplate = new WeakMap()));
  let byName = byTemplate.get(template);
  if (!byName) byTemplate.set(template, (byName = new Map()));
  const key = partial ?? '';
  let linked = byName.get(key);
  if (!linked) {
    const ctx = new LinkContext(tables, partial);
    linked = { run: linkSequence(template.body, ctx), errors: ctx.errors };
    byName.set(key, linked);
  }
  return linked;
}
