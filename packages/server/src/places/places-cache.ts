import { LRUCache } from 'lru-cache';

/**
 * Answers of the places provider, per website, provider key version, kind, language and query: a
 * visitor typing '12 Ma', backspacing and typing it again, or many visitors in one street, cost one
 * provider call. Bounded, and short-lived so a place the provider corrects is seen again soon.
 */
export class PlacesCache {
  private readonly entries: LRUCache<string, { value: unknown }>;

  constructor(max = 5000, ttlMs = 15 * 60_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  /** The cached answer for `key`, else `load()`'s, kept (undefined answers too). */
  async through<T>(key: readonly string[], load: () => Promise<T>): Promise<T> {
    const text = JSON.stringify(key);
    const hit = this.entries.get(text);
    if (hit) return hit.value as T;
    const value = await load();
    this.entries.set(text, { value });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
