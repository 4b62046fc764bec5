import type { TranslationEntry } from '../api/languages.js';

export type KindFilter = 'all' | TranslationEntry['kind'];

/** What each translated field is called on screen. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  navigationTitle: 'Navigation title',
  description: 'Description',
  seoTitle: 'SEO title',
  excerpt: 'Excerpt',
  body: 'Text',
  displayName: 'Name',
};

/**
 * A product option's field (translate-options.ts on the server): `name:Size` is the option's name,
 * `value:["Size","Small"]` one of its values.
 */
function optionFieldLabel(field: string): string {
  if (field.startsWith('name:')) return 'Option name';
  try {
    const [option, value] = JSON.parse(field.slice('value:'.length)) as [string, string];
    return `${option} “${value}”`;
  } catch {
    return field;
  }
}

export function fieldLabel(entry: Pick<TranslationEntry, 'kind' | 'field'>): string {
  // Theme strings are named by their key (e.g. 'addToCart'): spaced out, they read as words.
  if (entry.kind === 'theme') return entry.field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (entry.kind === 'option') return optionFieldLabel(entry.field);
  return FIELD_LABELS[entry.field] ?? entry.field;
}

export interface EntryGroup {
  key: string;
  label: string;
  kind: TranslationEntry['kind'];
  entries: TranslationEntry[];
}

/**
 * The texts shown, grouped by what they belong to (a page, an item, a product's options, a store
 * category, the theme), in the server's order.
 */
export function visibleGroups(
  entries: readonly TranslationEntry[],
  filter: { kind: KindFilter; missingOnly: boolean },
): EntryGroup[] {
  const groups = new Map<string, EntryGroup>();
  for (const entry of entries) {
    if (filter.kind !== 'all' && entry.kind !== filter.kind) continue;
    if (filter.missingOnly && entry.translation !== null) continue;
    const key = `${entry.kind}:${entry.id}`;
    let group = groups.get(key);
    if (!group) {
      // A product's options sit apart from its texts, under a name of their own.
      const label = entry.kind === 'option' ? `${entry.label} options` : entry.label;
      group = { key, label, kind: entry.kind, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  return [...groups.values()];
}
