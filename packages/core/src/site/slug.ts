/** Generated slugs shorter than this use the fallback instead. */
export const MIN_SLUG_LENGTH = 3;

/**
 * A URL slug from a title: accents dropped, lower-case ASCII letters and digits, every other
 * run of characters becomes one '-', no '-' at either end.
 *
 * @example
 * slugify('Crème Brûlée — Summer 2024!'); // 'creme-brulee-summer-2024'
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug for `title` that none of `existing` uses: when the generated slug is shorter than
 * 3 characters the slugified `fallback` is used, and on a collision '-1', '-2', … is appended.
 *
 * @example
 * uniqueSlug('Shop', ['shop', 'shop-1'], 'store'); // 'shop-2'
 * uniqueSlug('ü', [], 'store'); // 'store'
 */
export function uniqueSlug(title: string, existing: Iterable<string>, fallback: string): string {
  const generated = slugify(title);
  const base = generated.length >= MIN_SLUG_LENGTH ? generated : slugify(fallback) || fallback;
  const taken = new Set<string>();
  for (const slug of existing) taken.add(slug.toLowerCase());
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
