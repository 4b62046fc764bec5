/**
 * Accessibility and speed invariants of a rendered page that hold for every page of the theme.
 * Each check returns the offending elements' markup (empty when the page is fine), so a failing
 * test names what is wrong.
 */
function outer(element: Element): string {
  return element.outerHTML.slice(0, 160);
}

/** Headings that skip a level on the way down (an h2 followed by an h4). */
export function skippedHeadingLevels(doc: Document): string[] {
  let previous = 0;
  const skips: string[] = [];
  for (const heading of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (heading.closest('[hidden], template')) continue;
    const level = Number(heading.tagName.slice(1));
    if (previous > 0 && level > previous + 1) skips.push(outer(heading));
    previous = level;
  }
  return skips;
}

function hasLabel(doc: Document, control: Element): boolean {
  if (control.getAttribute('aria-label')?.trim() || control.getAttribute('aria-labelledby')) return true;
  if (control.closest('label')) return true;
  const id = control.getAttribute('id');
  return id !== null && doc.querySelector(`label[for="${id.replace(/"/g, '\\"')}"]`) !== null;
}

/** Form controls a visitor fills in that no label names. */
export function unlabelledControls(doc: Document): string[] {
  const controls = doc.querySelectorAll(
    'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea',
  );
  return [...controls].filter((control) => !hasLabel(doc, control)).map(outer);
}

function themeImages(doc: Document): Element[] {
  return [...doc.querySelectorAll('img')].filter((img) => !img.closest('.ts-island'));
}

/**
 * The theme's images without width and height (layout shift) or without an alt attribute. Island
 * markup is the storefront's (its cart thumbnails get their box from the theme's CSS).
 */
export function imagesMissingAttributes(doc: Document): string[] {
  return themeImages(doc)
    .filter((img) => !img.hasAttribute('width') || !img.hasAttribute('height') || !img.hasAttribute('alt'))
    .map(outer);
}

/** Below-the-fold images must load lazily; only the page's first image may load eagerly. */
export function eagerImagesAfterFirst(doc: Document): string[] {
  return themeImages(doc)
    .slice(1)
    .filter((img) => img.getAttribute('loading') !== 'lazy')
    .map(outer);
}

export function duplicateIds(doc: Document): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const element of doc.querySelectorAll('[id]')) {
    const id = element.getAttribute('id') ?? '';
    if (seen.has(id)) duplicates.push(id);
    seen.add(id);
  }
  return duplicates;
}

/** Links into a new tab must not hand the opener to the other site. */
export function unsafeNewTabLinks(doc: Document): string[] {
  return [...doc.querySelectorAll('a[target="_blank"]')]
    .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? ''))
    .map(outer);
}

/** In-page links (`#id`) whose target is not on the page. */
export function brokenFragmentLinks(doc: Document): string[] {
  return [...doc.querySelectorAll('a[href^="#"]')]
    .filter((a) => {
      const id = decodeURIComponent((a.getAttribute('href') ?? '').slice(1));
      return id !== '' && doc.getElementById(id) === null;
    })
    .map(outer);
}
