/**
 * One setting of a block, as the side panel edits it. `key` is the config key the theme's loader
 * reads: a dotted path for a nested one ('options.design'), relative to the entry inside a list.
 * A `#` in a label inside a list is the entry's number ('Link #' → 'Link 2').
 */
export type BlockField =
  | { kind: 'rich-text'; key: string; label: string }
  | { kind: 'text' | 'textarea' | 'url' | 'code'; key: string; label: string }
  | { kind: 'number'; key: string; label: string; min: number; max: number }
  | { kind: 'select'; key: string; label: string; options: readonly string[] }
  | { kind: 'checkbox'; key: string; label: string }
  | { kind: 'image'; key: string; label: string }
  /** Image ids in order: add, remove, reorder. */
  | { kind: 'images'; key: string; label: string }
  | ListField
  /** A store product, found by name; stores its id. */
  | { kind: 'product'; key: string; label: string }
  /** One of the site's collections of these kinds; stores its id. */
  | { kind: 'collection'; key: string; label: string; collectionKinds: readonly CollectionKind[] }
  /** One of the site's forms of this kind; stores its id. */
  | { kind: 'form'; key: string; label: string; formKind: 'form' | 'newsletter' }
  /** One of the site's member areas; stores its id. */
  | { kind: 'memberArea'; key: string; label: string }
  /**
   * One category of the store chosen in the `collectionKey` field; stores its URL slug (none: all
   * of the store). Offered only while that collection is a store, emptied when it changes.
   */
  | { kind: 'category'; key: string; label: string; collectionKey: string };

/** Entries of one shape (accordion items, menu sections and their dishes, social links). */
export interface ListField {
  kind: 'list';
  key: string;
  label: string;
  /** What one entry is called in its buttons: 'item' → 'Add item', 'Remove item 2'. */
  noun: string;
  fields: readonly BlockField[];
  /** A new entry ('Add item'). */
  newEntry: Readonly<Record<string, unknown>>;
  /** Settings that follow from others, applied to every change of an entry. */
  completeEntry?: (
    before: Readonly<Record<string, unknown>>,
    after: Record<string, unknown>,
  ) => Record<string, unknown>;
}

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
