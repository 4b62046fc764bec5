import { instantOfWallTime, knownTimeZone, wallTimeOf } from '@tessera/core';
import type { ItemFilter } from '@tessera/db';

/**
 * A blog-style list filter from the page's query: `?tag=`, `?category=` (the items' own
 * categories; a store's `?category=` is its category slug instead), `?author=` (an author's id)
 * and `?month=YYYY-MM` (a month of the site's time zone). Values are kept exactly as given: a tag
 * matches only itself.
 */
export interface ListFilter {
  tag?: string;
  category?: string;
  author?: string;
  month?: string;
}

/** Longer values can match nothing (tags hold 50 characters, categories 25); they are ignored. */
const MAX_VALUE = 200;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function valueOf(query: Readonly<Record<string, string | undefined>>, key: string): string | undefined {
  const value = query[key]?.trim();
  return value && value.length <= MAX_VALUE ? value : undefined;
}

/** The filter a list page's query asks for, or undefined when it asks for none. */
export function listFilterOf(query: Readonly<Record<string, string | undefined>>): ListFilter | undefined {
  const filter: ListFilter = {};
  const tag = valueOf(query, 'tag');
  const category = valueOf(query, 'category');
  const author = valueOf(query, 'author');
  const month = valueOf(query, 'month');
  if (tag) filter.tag = tag;
  if (category) filter.category = category;
  if (author) filter.author = author;
  if (month && MONTH.test(month)) filter.month = month;
  return Object.keys(filter).length > 0 ? filter : undefined;
}

/** The first instant of a `YYYY-MM` month in the site's time zone, and of the month after. */
export function monthRange(month: string, timeZone: string): { from: number; to: number } {
  const [, year, mm] = MONTH.exec(month) ?? [];
  const y = Number(year);
  const m = Number(mm) - 1;
  const zone = knownTimeZone(timeZone);
  return {
    from: instantOfWallTime(zone, Date.UTC(y, m, 1)),
    to: instantOfWallTime(zone, Date.UTC(y, m + 1, 1)),
  };
}

/** The `YYYY-MM` month an instant falls in, on the site's calendar. */
export function monthOf(instant: number, timeZone: string): string {
  const date = wallTimeOf(knownTimeZone(timeZone), instant);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month as templates read it: `month` ('2026-03') and `date`, the middle of the month (epoch ms),
 * so that a date formatter in the site's time zone names it (`{date|date %B %Y}`).
 */
export function monthJson(month: string, timeZone: string): { month: string; date: number } {
  const { from, to } = monthRange(month, timeZone);
  return { month, date: from + Math.floor((to - from) / 2) };
}

/** The database's form of a list filter. */
export function itemFilterOf(filter: ListFilter, timeZone: string): ItemFilter {
  return {
    tag: filter.tag,
    category: filter.category,
    authorId: filter.author,
    published: filter.month ? monthRange(filter.month, timeZone) : undefined,
  };
}

/** The query parameters a filtered list keeps in its page links (pagination). */
export function filterParams(filter: ListFilter | undefined): Record<string, string> {
  return filter ? { ...filter } : {};
}

/** The address of a collection's list filtered by one value (blocks link into it). */
export function filteredUrl(collectionUrl: string, key: keyof ListFilter, value: string): string {
  return `${collectionUrl}?${new URLSearchParams({ [key]: value }).toString()}`;
}

/**
 * What a filtered list adds to its context (docs/template-context.md "Filtered lists"): `filters`
 * (every filter given), and one key per filter (`tagFilter`, `categoryFilter`, `authorFilter`,
 * `monthFilter`) that is absent when that filter is not.
 */
export function filterContext(
  filter: ListFilter | undefined,
  authorName: string | undefined,
  timeZone: string,
): Record<string, unknown> {
  if (!filter) return { filters: null };
  const context: Record<string, unknown> = { filters: { ...filter } };
  if (filter.tag) context['tagFilter'] = filter.tag;
  if (filter.category) context['categoryFilter'] = filter.category;
  if (filter.author) context['authorFilter'] = { id: filter.author, displayName: authorName ?? '' };
  if (filter.month) context['monthFilter'] = monthJson(filter.month, timeZone);
  return context;
}
