import type { PublicItem } from '@tessera/db';
import { LRUCache } from 'lru-cache';
import { renderMarkdown } from '../markdown.js';
import { sanitizeOwnerHtml } from '../../owner-html.js';

/** Sanitised bodies by item id and update time: sanitising is far costlier than a lookup. */
const bodies = new LRUCache<string, { body: string; excerpt: string }>({ max: 5000 });

/**
 * The editor saves an item body as HTML text, `{ html }` or `{ markdown }`; anything else has no
 * printable body. Either way the page gets sanitised HTML.
 */
function bodyHtml(body: unknown): string {
  if (typeof body === 'string') return sanitizeOwnerHtml(body);
  if (typeof body === 'object' && body !== null) {
    const { html, markdown } = body as { html?: unknown; markdown?: unknown };
    if (typeof html === 'string') return sanitizeOwnerHtml(html);
    if (typeof markdown === 'string') return renderMarkdown(markdown);
  }
  return '';
}

/** The item's body and excerpt as safe HTML. */
export function itemHtml(item: PublicItem): { body: string; excerpt: string } {
  const key = `${item.website_id}:${item.id}:${item.version}`;
  let found = bodies.get(key);
  if (!found) {
    found = { body: bodyHtml(item.body), excerpt: item.excerpt ? sanitizeOwnerHtml(item.excerpt) : '' };
    bodies.set(key, found);
  }
  return found;
}
