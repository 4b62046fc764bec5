import { listUnindexedItems, putSearchDocuments, type Executor, type PublicItem } from '@tessera/db';
import { itemHtml } from '../context/item-body.js';
import { htmlToText } from './document-text.js';

/** The text an item is found by: its body and excerpt (products: the description), tags and categories. */
export function documentText(item: PublicItem): string {
  const { body, excerpt } = itemHtml(item);
  return [htmlToText(excerpt), htmlToText(body), ...item.tags, ...item.categories].filter(Boolean).join(' ');
}

/**
 * Writes search documents for the website's items that have none: new items and items changed
 * since (a trigger deletes an item's document whenever the item changes). Runs before each search,
 * so results always reflect the items as they are.
 */
export async function indexPendingItems(db: Executor, websiteId: string): Promise<number> {
  let indexed = 0;
  for (;;) {
    const pending = await listUnindexedItems(db, websiteId, 500);
    if (pending.length === 0) return indexed;
    await putSearchDocuments(
      db,
      websiteId,
      pending.map((item) => ({ itemId: item.id, title: item.title, body: documentText(item) })),
    );
    indexed += pending.length;
    if (pending.length < 500) return indexed;
  }
}
