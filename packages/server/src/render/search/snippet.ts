import { escapeHtml } from '../../html.js';

const RADIUS = 90;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for words starting with any of the terms (the search matches prefixes too). */
function termPattern(terms: readonly string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** Escaped text with every matching word wrapped in `<mark>`. */
export function highlight(text: string, terms: readonly string[]): string {
  const pattern = termPattern(terms);
  if (!pattern) return escapeHtml(text);
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * A short excerpt of the text around the first matching word, with the matches highlighted
 * (safe HTML). Without a match in the text, its beginning.
 */
export function snippet(text: string, terms: readonly string[]): string {
  const pattern = termPattern(terms);
  const first = pattern ? text.search(new RegExp(pattern.source, 'iu')) : -1;
  const center = first < 0 ? 0 : first;
  let start = Math.max(0, center - RADIUS);
  let end = Math.min(text.length, center + RADIUS * 2);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > center ? text.lastIndexOf(' ', end) : end;
  const piece = text.slice(start, end).trim();
  return `${start > 0 ? '… ' : ''}${highlight(piece, terms)}${end < text.length ? ' …' : ''}`;
}
