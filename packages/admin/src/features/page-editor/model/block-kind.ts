/** One setting of a block, as the side panel edits it; `key` is the config key the theme's loader reads. */
export type BlockField =
  | { kind: 'rich-text'; key: string; label: string }
  | { kind: 'text' | 'textarea' | 'url' | 'code'; key: string; label: string }
  | { kind: 'number'; key: string; label: string; min: number; max: number }
  | { kind: 'select'; key: string; label: string; options: readonly string[] }
  | { kind: 'checkbox'; key: string; label: string }
  | { kind: 'image'; key: string; label: string }
  | { kind: 'images'; key: string; label: string }
  /** A store product, found by name; stores its id. */
  | { kind: 'product'; key: string; label: string }
  /** One of the site's collections of these kinds; stores its id. */
  | { kind: 'collection'; key: string; label: string; collectionKinds: readonly CollectionKind[] }
  /** One of the site's forms of this kind; stores its id. */
  | { kind: 'form'; key: string; label: string; formKind: 'form' | 'newsletter' }
  /** One of the site's member areas; stores its id. */
  | { kind: 'memberArea'; key: string; label: string };

/** The kinds of collection a block can show (what 'Add page' makes, and stores). */
export type CollectionKind = 'blog' | 'events' | 'products' | 'gallery';
/** Every kind of collection that holds items. */
export const ITEM_COLLECTIONS: readonly CollectionKind[] = ['blog', 'events', 'products', 'gallery'];

export interface BlockKind {
  blockType: number;
  /** The name in the 'Add block' picker and the block list. */
  label: string;
  description: string;
  fields: readonly BlockField[];
  defaults: Record<string, unknown>;
}
