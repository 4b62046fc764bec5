import type { EditorBlock, EditorDocument } from './document.js';

/**
 * Every change to a page is one of these plain objects. Each carries what it needs to be undone,
 * so `invert(command)` is again a command, and `apply` is a pure function: the undo history, the
 * 'Review Changes' list and the tests all work on data.
 */
export type EditCommand =
  | { readonly kind: 'add-block'; readonly index: number; readonly block: EditorBlock }
  | { readonly kind: 'remove-block'; readonly index: number; readonly block: EditorBlock }
  | { readonly kind: 'move-block'; readonly from: number; readonly to: number; readonly key: string }
  | {
      readonly kind: 'update-block';
      readonly key: string;
      readonly before: Readonly<Record<string, unknown>>;
      readonly after: Readonly<Record<string, unknown>>;
      /** What changed, for the change list ('Text', 'Alt text', …). */
      readonly field: string;
    };

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The document after the command. Commands that no longer fit (unknown key) change nothing. */
export function apply(doc: EditorDocument, command: EditCommand): EditorDocument {
  switch (command.kind) {
    case 'add-block': {
      const blocks = [...doc.blocks];
      blocks.splice(Math.min(command.index, blocks.length), 0, command.block);
      return { blocks };
    }
    case 'remove-block':
      return { blocks: doc.blocks.filter((b) => b.key !== command.block.key) };
    case 'move-block': {
      const from = doc.blocks.findIndex((b) => b.key === command.key);
      return from < 0 ? doc : { blocks: moved(doc.blocks, from, command.to) };
    }
    case 'update-block':
      return {
        blocks: doc.blocks.map((b) => (b.key === command.key ? { ...b, config: command.after } : b)),
      };
  }
}

/** The command that undoes `command`. */
export function invert(command: EditCommand): EditCommand {
  switch (command.kind) {
    case 'add-block':
      return { kind: 'remove-block', index: command.index, block: command.block };
    case 'remove-block':
      return { kind: 'add-block', index: command.index, block: command.block };
    case 'move-block':
      return { kind: 'move-block', from: command.to, to: command.from, key: command.key };
    case 'update-block':
      return { ...command, before: command.after, after: command.before };
  }
}

/**
 * Typing makes one update per keystroke; consecutive edits of the same field of the same block
 * become one command, so Undo takes back a whole edit rather than one letter.
 */
export function merge(previous: EditCommand, next: EditCommand): EditCommand | undefined {
  if (previous.kind !== 'update-block' || next.kind !== 'update-block') return undefined;
  if (previous.key !== next.key || previous.field !== next.field) return undefined;
  return { ...next, before: previous.before };
}
