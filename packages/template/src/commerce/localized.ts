import type { PluginContext } from '../plugins.js';

/**
 * A site-localized text from `localizedStrings.<key>` (Appendix A), or `fallback` when the key
 * is absent, not a string or blank.
 */
export function localized(ctx: PluginContext, key: string, fallback: string): string {
  const text = ctx.resolve(`localizedStrings.${key}`);
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}
