import { clockOf, listTranslations, type Executor } from '@tessera/db';
import { LRUCache } from 'lru-cache';
import { SITE_DATA_TTL_MS } from '../site-cache.js';

/** One language's translations of a site: `<kind>\0<id>\0<field>` → text. */
export type TranslationTable = ReadonlyMap<string, string>;

export const translationKey = (kind: string, id: string, field: string) => `${kind}\u0000${id}\u0000${field}`;

interface Entry {
  loadedAt: number;
  table: Promise<TranslationTable>;
}

// Per website and language, with the site data's TTL; owner writes forget a website at once.
const tables = new LRUCache<string, Entry>({ max: 500 });

/** The site's translations into a language, loaded at most once per TTL. */
export function translationsOf(
  db: Executor,
  websiteId: string,
  language: string,
  now: number = clockOf(db).now(),
): Promise<TranslationTable> {
  const key = `${websiteId}\u0000${language}`;
  const found = tables.get(key);
  if (found && now - found.loadedAt < SITE_DATA_TTL_MS) return found.table;
  const table = listTranslations(db, websiteId, language).then(
    (rows) => new Map(rows.map((r) => [translationKey(r.entity_kind, r.entity_id, r.field), r.value])),
  );
  const entry = { loadedAt: now, table };
  tables.set(key, entry);
  table.catch(() => {
    if (tables.get(key) === entry) tables.delete(key);
  });
  return table;
}

/** Forgets a website's translations in every language (invalidate-site.ts). */
export function forgetTranslations(websiteId: string): void {
  for (const key of tables.keys()) if (key.startsWith(`${websiteId}\u0000`)) tables.delete(key);
}
