import type { MerchandisingContext } from '@tessera/core';
import type { Block, Executor } from '@tessera/db';
import type { SiteData } from '../site-data.js';

/** What a block loader may use: the database (this website only), the cached site data, the clock. */
export interface BlockLoadContext {
  db: Executor;
  websiteId: string;
  site: SiteData;
  now: number;
  /** The site's IANA time zone: its calendar decides which month a post belongs to. */
  timeZone: string;
  /** The page's `productMerchandisingContext`, for products a block shows. */
  merchandising: Record<string, MerchandisingContext>;
  /** False turns off reusing a layout's loaded blocks (`RENDER_MICROCACHE=off`). */
  microcache?: boolean;
}

/**
 * Turns a stored block's config into the data its theme template reads. Loaders are data-only:
 * the markup is the theme's `blocks/<typeName>.block`. They never depend on the visitor: a
 * layout's loaded blocks are shared by every visitor for a couple of seconds (load-blocks.ts).
 */
export type BlockLoader = (
  block: Block,
  ctx: BlockLoadContext,
) => Promise<Record<string, unknown>> | Record<string, unknown>;

export type BlockConfig = Readonly<Record<string, unknown>>;

export function text(config: BlockConfig, key: string, fallback = ''): string {
  const value = config[key];
  return typeof value === 'string' ? value : fallback;
}

export function bool(config: BlockConfig, key: string, fallback = false): boolean {
  const value = config[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** An integer in [min, max], else the fallback. */
export function int(config: BlockConfig, key: string, fallback: number, min: number, max: number): number {
  const value = config[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

export function list(config: BlockConfig, key: string): BlockConfig[] {
  const value = config[key];
  return Array.isArray(value)
    ? value.filter((v): v is BlockConfig => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
}
