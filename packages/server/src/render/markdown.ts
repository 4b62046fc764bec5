import { LRUCache } from 'lru-cache';
import { Marked } from 'marked';
import { sanitizeOwnerHtml } from '../owner-html.js';

// One instance with our options, so no other module's marked settings can change ours.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const cache = new LRUCache<string, string>({
  maxSize: 20_000_000,
  sizeCalculation: (v, k) => v.length + k.length,
});

/** Markdown (GitHub flavour) to HTML, sanitised like any owner HTML; each source is converted once. */
export function renderMarkdown(source: string): string {
  if (source === '') return '';
  let html = cache.get(source);
  if (html === undefined) {
    html = sanitizeOwnerHtml(marked.parse(source, { async: false }));
    cache.set(source, html);
  }
  return html;
}
