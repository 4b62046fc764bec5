// The platform spec sits beside the repository (`../shared/spec`), as in CI and every worktree.
import platformSpec from '../../../../../../shared/spec/platform.md?raw';

/** The text after `- <label>:` on the spec's bullet line that starts with that label. */
export function specLine(label: string): string {
  const line = platformSpec.split('\n').find((text) => text.startsWith(`- ${label}:`));
  if (line === undefined) throw new Error(`platform spec has no line '- ${label}:'`);
  return line.slice(label.length + 3).trim();
}

/** The part of a spec line after `label:` up to the next full stop, as a comma-separated list. */
export function specList(text: string, label?: string): string[] {
  const start = label === undefined ? 0 : text.indexOf(`${label}:`) + label.length + 1;
  const end = text.indexOf('.', start);
  return text
    .slice(start, end === -1 ? undefined : end)
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** `name code` pairs (`page view 1, site search 2`) after `label:` (or from the start) on a spec line. */
export function specCodes(text: string, label?: string): [string, number][] {
  return specList(text, label).map((entry) => {
    const match = /^(.*\S)\s+(\d+)$/.exec(entry);
    if (!match) throw new Error(`not a 'name code' pair: ${entry}`);
    return [match[1]!, Number(match[2])];
  });
}
