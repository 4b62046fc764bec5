import type { Json } from '@tessera/template';
import type { ThemePackage } from './load-package.js';

interface OurEntry {
  title?: string;
  collectionId?: string | null;
  externalLink?: string | null;
  url?: string | null;
  folder?: boolean;
  active?: boolean;
  children?: OurEntry[];
}

/** One of our navigation entries in the platform's shape (template-packages.md §10.4). */
function entry(ours: OurEntry): Json {
  const items = (ours.children ?? []).map(entry);
  const active = ours.active === true;
  if (ours.externalLink) {
    return { active, title: ours.title ?? '', externalLink: { url: ours.externalLink, newWindow: false } };
  }
  const url = ours.url ?? '';
  return {
    active: active && !ours.folder,
    folderActive: active && ours.folder === true,
    collection: {
      id: ours.collectionId ?? '',
      title: ours.title ?? '',
      navigationTitle: ours.title ?? '',
      fullUrl: url,
      urlId: url.replace(/^\//, ''),
      folder: ours.folder === true,
      homepage: url === '/',
    },
    ...(items.length > 0 && { items }),
  };
}

/**
 * The package's declared navigations filled from the site's: the first declared navigation shows
 * the site's main navigation, any other the site navigation of the same name, else nothing (an
 * undeclared or unknown `navigationId` has empty `items`, §12).
 */
export function packageNavigations(
  theme: ThemePackage,
  context: Readonly<Record<string, unknown>>,
): Record<string, Json[]> {
  const site = (context['navigation'] ?? {}) as Record<string, OurEntry[] | undefined>;
  const result: Record<string, Json[]> = {};
  theme.conf.navigations.forEach((nav, k) => {
    const ours = k === 0 ? site['main'] : site[nav.name];
    result[nav.name] = (ours ?? []).map(entry);
  });
  return result;
}

/** `{collection, items}` of the folder whose child is the page being viewed, else null (§9.4). */
export function folderNavigation(context: Readonly<Record<string, unknown>>): Json | null {
  const site = (context['navigation'] ?? {}) as Record<string, OurEntry[] | undefined>;
  const folder = (site['main'] ?? []).find((e) => e.folder === true && e.active === true);
  if (!folder) return null;
  const shaped = entry(folder) as { collection?: Json; items?: Json[] };
  return { collection: shaped.collection ?? null, items: shaped.items ?? [] };
}
