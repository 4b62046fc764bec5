import type { Website } from '@tessera/db';
import { LRUCache } from 'lru-cache';

/**
 * How long a Host header's website may be reused without asking the database again: the same
 * bound as the render area's site data (`SITE_DATA_TTL_MS`). Owner writes in this process drop
 * the website's entries at once (`forgetWebsite`); other processes catch up within the TTL.
 */
export const WEBSITE_CACHE_TTL_MS = 5_000;

/**
 * Hosts are bounded because a single-site install answers every Host header a client invents;
 * each entry is small (the website row), so this is at most a few megabytes.
 */
const MAX_HOSTS = 10_000;

/** What a host resolves to; `id` is the website's id (what `forget` drops by). */
interface Cached {
  readonly id: string;
}

interface Entry<T> {
  websiteId: string | undefined;
  website: Promise<T | undefined>;
  /** On the caller's clock (the app's), so a test moves past the TTL instead of waiting. */
  expiresAt: number;
}

/**
 * Host → website, for the hot public pages; misses and failures are never kept. Entries are kept
 * per database (an install has one; tests and benchmarks open several in one process).
 */
export class HostCache<T extends Cached = Website> {
  readonly #entries = new LRUCache<string, Entry<T>>({ max: MAX_HOSTS });
  readonly #databases = new WeakMap<object, number>();
  readonly #ttlMs: number;
  #nextDatabase = 0;

  constructor(ttlMs: number = WEBSITE_CACHE_TTL_MS) {
    this.#ttlMs = ttlMs;
  }

  /**
   * The website of `host`, resolved by `load` at most once per TTL (concurrent requests share it);
   * `now` is the app clock's time.
   */
  get(
    database: object,
    hostname: string,
    load: () => Promise<T | undefined>,
    now: number,
  ): Promise<T | undefined> {
    const host = `${this.#keyOf(database)}\u0000${hostname.toLowerCase()}`;
    const found = this.#entries.get(host);
    if (found && found.expiresAt > now) return found.website;
    const entry: Entry<T> = { websiteId: undefined, website: load(), expiresAt: now + this.#ttlMs };
    this.#entries.set(host, entry);
    entry.website.then(
      (website) => {
        if (website) entry.websiteId = website.id;
        else this.#drop(host, entry);
      },
      () => this.#drop(host, entry),
    );
    return entry.website;
  }

  /** Drops every host of a website (after an owner write), and hosts still being resolved. */
  forget(websiteId: string): void {
    for (const [host, entry] of this.#entries.entries()) {
      if (entry.websiteId === websiteId || entry.websiteId === undefined) this.#entries.delete(host);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  #keyOf(database: object): number {
    let key = this.#databases.get(database);
    if (key === undefined) {
      key = this.#nextDatabase++;
      this.#databases.set(database, key);
    }
    return key;
  }

  #drop(host: string, entry: Entry<T>): void {
    if (this.#entries.peek(host) === entry) this.#entries.delete(host);
  }
}

/** The process-wide cache the public pages resolve their website through. */
export const hostCache = new HostCache<ResolvedHost>();

/** A resolved host: the website, and the host name its absolute URLs use (never the request's own). */
export interface ResolvedHost {
  /** The website's id. */
  readonly id: string;
  readonly website: Website;
  /** Its primary domain, else `<slug>.<BASE_HOST>`; null when neither exists (then `PUBLIC_URL`). */
  readonly canonicalHost: string | null;
}

/**
 * Invalidation hook: call after any write to a website row or its domains, so this process
 * resolves the change at once (the render area's `invalidateSiteData` calls it too).
 * @example await updateWebsite(db, websiteId, patch); forgetWebsite(websiteId);
 */
export function forgetWebsite(websiteId: string): void {
  hostCache.forget(websiteId);
}

/** After a website is created: every host may now resolve elsewhere (the sole-website fallback ends). */
export function forgetAllWebsites(): void {
  hostCache.clear();
}
