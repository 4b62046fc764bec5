import type { Selectable } from 'kysely';
import type { CollectionType, PublishState } from '@tessera/core';
import type { FlagWithDefault, Json, JsonWithDefault, WithDefault } from './columns.js';

/** Collection type codes are core's (`COLLECTION_TYPES`). */
export type { CollectionType } from '@tessera/core';

/** Folder behaviour codes: 1 index, 2 redirect, 3 none, 4 variation. */
export const FOLDER_BEHAVIORS = { index: 1, redirect: 2, none: 3, variation: 4 } as const;
export type FolderBehavior = (typeof FOLDER_BEHAVIORS)[keyof typeof FOLDER_BEHAVIORS];

/** Record type codes named by the spec. */
export const RECORD_TYPES = {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  chat: 6,
  audio: 7,
  video: 8,
  review: 10,
  storeItem: 11,
  event: 12,
  thread: 13,
  gallery: 14,
  lesson: 62,
  courseItem: 63,
} as const;
export type RecordType = (typeof RECORD_TYPES)[keyof typeof RECORD_TYPES];

/** Publish states and their labels are core's. */
export { PUBLISH_STATES, PUBLISH_STATE_LABELS, type PublishState } from '@tessera/core';

export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

/** Page access: public, locked by a password (lock screen), or members only. */
export const PAGE_PERMISSIONS = ['public', 'password', 'members'] as const;
export type PagePermission = (typeof PAGE_PERMISSIONS)[number];

export interface CollectionsTable {
  id: string;
  website_id: string;
  type: CollectionType;
  url_id: string;
  title: string;
  navigation_title: string;
  description: WithDefault<string>;
  /** The folder holding this collection, if any. */
  parent_id: string | null;
  is_folder: FlagWithDefault;
  folder_behavior: FolderBehavior | null;
  view: WithDefault<CollectionView>;
  /** 'user' keeps owner ordering by display_index, 'chronological' sorts items by date. */
  ordering: WithDefault<'user' | 'chronological'>;
  display_index: WithDefault<number>;
  enabled: FlagWithDefault;
  page_permission: WithDefault<PagePermission>;
  /** Who sees the page: only 'published' pages are public; 'scheduled' ones go live at publish_on. */
  publish_state: WithDefault<PublishState>;
  publish_on: number | null;
  /** argon2 hash of the lock-screen password when page_permission is 'password'. */
  password_hash: string | null;
  settings: JsonWithDefault<Record<string, unknown>>;
  created_at: number;
  updated_at: number;
}

export interface ItemLocation {
  addressTitle?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  mapLat?: number;
  mapLng?: number;
}

export interface ItemsTable {
  id: string;
  website_id: string;
  collection_id: string;
  record_type: RecordType;
  title: string;
  url_id: string;
  /** Structured content (blocks, html) as the editor saves it. */
  body: JsonWithDefault<unknown>;
  excerpt: WithDefault<string>;
  location: Json<ItemLocation> | null;
  start_date: number | null;
  end_date: number | null;
  tags: JsonWithDefault<string[]>;
  categories: JsonWithDefault<string[]>;
  /** 1 comments on; other values are stored as given. */
  comment_state: WithDefault<number>;
  publish_state: WithDefault<PublishState>;
  /** When a scheduled item goes live (epoch ms). */
  publish_on: number | null;
  author_id: string | null;
  display_index: WithDefault<number>;
  external_link: string | null;
  main_image_id: string | null;
  created_at: number;
  updated_at: number;
  /** Incremented by every save; a save naming an older version is refused. */
  version: WithDefault<number>;
}

export interface PageLayoutsTable {
  id: string;
  website_id: string;
  /** What the layout belongs to: a page collection, an item, or a shared region. */
  owner_kind: 'collection' | 'item' | 'region';
  owner_id: string;
  name: WithDefault<string>;
  updated_at: number;
  /** The owner's unpublished blocks (the studio's draft); null when the draft is the published page. */
  draft_blocks: Json<DraftBlock[]> | null;
  /** Incremented by every draft save and publish; a save naming an older version is refused. */
  version: WithDefault<number>;
  draft_updated_at: number | null;
  published_at: number | null;
}

/** A block of a draft, as the studio saves it (ids are given when the published blocks are made). */
export interface DraftBlock {
  blockType: number;
  config: Record<string, unknown>;
}

/** The secret a website's signed preview links are signed with (made on first use). */
export interface PreviewSecretsTable {
  website_id: string;
  secret: string;
  created_at: number;
}

/** At most 60 blocks per layout: position is 0..59 and unique within the layout. */
export const MAX_BLOCKS_PER_LAYOUT = 60;

export interface BlocksTable {
  id: string;
  website_id: string;
  layout_id: string;
  block_type: number;
  config: JsonWithDefault<Record<string, unknown>>;
  position: number;
}

export interface NavigationListsTable {
  id: string;
  website_id: string;
  /** 'main', '_hidden', '_memberareas' or a theme's own list name. */
  name: string;
}

export interface NavigationItemsTable {
  id: string;
  website_id: string;
  list_id: string;
  parent_id: string | null;
  position: number;
  title: string | null;
  collection_id: string | null;
  external_link: string | null;
  member_area_id: string | null;
}

export interface HeaderFooterTable {
  website_id: string;
  header: JsonWithDefault<unknown>;
  footer: JsonWithDefault<unknown>;
  updated_at: number;
}

/** Image widths the spec names (100w to 2500w). */
export const IMAGE_VARIANT_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

export interface FilesTable {
  id: string;
  website_id: string;
  filename: string;
  content_type: string;
  byte_size: number;
  storage_key: string;
  alt_text: WithDefault<string>;
  original_width: number | null;
  original_height: number | null;
  /** Focal point as fractions 0..1 of width and height. */
  focal_x: WithDefault<number>;
  focal_y: WithDefault<number>;
  created_at: number;
}

export interface ImageVariantsTable {
  file_id: string;
  website_id: string;
  width: (typeof IMAGE_VARIANT_WIDTHS)[number];
  storage_key: string;
  byte_size: number;
}

export interface CommercePreferencesTable {
  website_id: string;
  namespace: string;
  value: Json<Record<string, unknown>>;
  updated_at: number;
}

export interface MultilingualSettingsTable {
  website_id: string;
  settings: JsonWithDefault<Record<string, unknown>>;
  updated_at: number;
}

export interface LanguagesTable {
  id: string;
  website_id: string;
  /** BCP 47 code such as 'en-US'. */
  code: string;
  /** The owner's own code for a language the platform does not list. */
  custom_code: string | null;
  enabled: FlagWithDefault;
  is_default: FlagWithDefault;
  position: WithDefault<number>;
}

export type CollectionRow = Selectable<CollectionsTable>;
export type ItemRow = Selectable<ItemsTable>;
export type BlockRow = Selectable<BlocksTable>;
export type NavigationItemRow = Selectable<NavigationItemsTable>;
export type FileRow = Selectable<FilesTable>;
export type LanguageRow = Selectable<LanguagesTable>;
