import { now } from '../../../lib/clock.js';

/** A block as the editor holds it: a stable client key (for the preview and the lists), type, config. */
export interface EditorBlock {
  readonly key: string;
  readonly blockType: number;
  readonly config: Readonly<Record<string, unknown>>;
}

/** The page being edited: its blocks in order. Never mutated; commands return a new one. */
export interface EditorDocument {
  readonly blocks: readonly EditorBlock[];
}

let counter = 0;

/** A key unique within this tab (blocks from the server get one when the editor opens). */
export function newBlockKey(): string {
  counter += 1;
  return `b${now().toString(36)}${counter.toString(36)}`;
}

export function documentOf(
  blocks: readonly { blockType: number; config: Record<string, unknown> }[],
): EditorDocument {
  return { blocks: blocks.map((b) => ({ key: newBlockKey(), blockType: b.blockType, config: b.config })) };
}
