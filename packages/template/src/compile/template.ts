import type { TemplateError } from '../errors.js';
import type { Node } from '../syntax/nodes.js';

/**
 * A compiled template: immutable, JSON-serialisable and cacheable. `errors` holds the structural
 * (scan and assembly) errors; unknown formatter and predicate names depend on the plugin tables
 * and are reported when the template is linked for a render.
 */
export interface Template {
  readonly kind: 'jsont-template';
  readonly version: 1;
  readonly body: readonly Node[];
  readonly errors: readonly TemplateError[];
}

export function isTemplate(value: unknown): value is Template {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'jsont-template' &&
    Array.isArray((value as { body?: unknown }).body) &&
    Array.isArray((value as { errors?: unknown }).errors)
  );
}
