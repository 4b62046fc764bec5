import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

/**
 * What owner-written HTML (text blocks, item bodies, markdown output) may contain on a public
 * page: formatting, links, images, tables and figures. Scripts, styles, forms, frames, event
 * handlers and `javascript:` URLs are removed, so a contributor can never run code in a visitor's
 * (or an owner's) browser through content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'del',
    'ins',
    'sup',
    'sub',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed', 'type'],
    code: ['class'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new window must not hand the page to the opened one.
    a: (tagName, attribs) =>
      attribs['target'] === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Results by source: the same block or body is sanitised once, not on every view. */
const cache = new LRUCache<string, string>({
  maxSize: 20_000_000,
  sizeCalculation: (v, k) => v.length + k.length,
});

/** Owner HTML made safe to put in a public page. */
export function sanitizeOwnerHtml(html: string): string {
  if (html === '') return '';
  let safe = cache.get(html);
  if (safe === undefined) {
    safe = sanitizeHtml(html, OPTIONS);
    cache.set(html, safe);
  }
  return safe;
}
