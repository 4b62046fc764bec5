/**
 * One saved state of the SEO screen as data, so a change is a command with its inverse
 * (lib/saved-history.ts): the robots.txt rules (null for the defaults) or the URL mappings text.
 */
export type SeoState = { kind: 'robots'; rules: string | null } | { kind: 'url-mappings'; text: string };

export interface SeoCommand {
  label: string;
  before: SeoState;
  after: SeoState;
}

/** The command that saves `after` over `before`; undefined when nothing would change. */
export function seoCommand(before: SeoState, after: SeoState): SeoCommand | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
  const label =
    after.kind === 'url-mappings'
      ? 'Changed the URL mappings'
      : after.rules === null
        ? 'Restored the default robots.txt'
        : 'Changed the robots.txt rules';
  return { label, before, after };
}
