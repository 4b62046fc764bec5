import type { BreadcrumbList, ListItem } from 'schema-dts';
import { obj, str, type Obj } from './context-view.js';

/** Home › page › item, for a page below the home page and for an item. */
export function breadcrumbsOf(context: Obj, base: string): BreadcrumbList | undefined {
  const collection = obj(context['collection']);
  const item = obj(context['item']);
  const website = obj(context['website']) ?? {};
  const trail: { name: string; url: string }[] = [
    { name: str(website['siteTitle']) ?? 'Home', url: `${base}/` },
  ];
  const pageUrl = str(collection?.['fullUrl']);
  const pageName = str(collection?.['navigationTitle']) ?? str(collection?.['title']);
  if (pageUrl && pageName && pageUrl !== '/') trail.push({ name: pageName, url: `${base}${pageUrl}` });
  const itemUrl = str(item?.['fullUrl']);
  const itemName = str(item?.['title']);
  if (itemUrl && itemName) trail.push({ name: itemName, url: `${base}${itemUrl}` });
  if (trail.length < 2) return undefined;
  const itemListElement: ListItem[] = trail.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.name,
    item: step.url,
  }));
  return { '@type': 'BreadcrumbList', itemListElement };
}
