import { describe, expect, it } from 'vitest';
import { apply, invert, type EditCommand } from './commands.js';
import type { EditorBlock, EditorDocument } from './document.js';
import {
  canRedo,
  canUndo,
  isDirty,
  markSaved,
  perform,
  redo,
  startHistory,
  undo,
  unsavedCommands,
} from './history.js';

const text = (key: string, html: string): EditorBlock => ({ key, blockType: 2, config: { html } });
const image = (key: string): EditorBlock => ({ key, blockType: 5, config: { fileId: 'f1', altText: '' } });
const keys = (doc: EditorDocument) => doc.blocks.map((b) => b.key);
const start = (): EditorDocument => ({ blocks: [text('a', 'A'), text('b', 'B')] });

describe('edit commands', () => {
  const commands: EditCommand[] = [
    { kind: 'add-block', index: 1, block: image('i') },
    { kind: 'remove-block', index: 0, block: text('a', 'A') },
    { kind: 'move-block', from: 0, to: 1, key: 'a' },
    { kind: 'update-block', key: 'b', field: 'Text', before: { html: 'B' }, after: { html: 'Bee' } },
  ];

  it.each(commands)('$kind is undone by its inverse', (command) => {
    const doc = start();
    expect(apply(apply(doc, command), invert(command))).toEqual(doc);
    expect(invert(invert(command))).toEqual(command);
  });

  it('adds, moves, edits and removes blocks without changing the document it was given', () => {
    const doc = start();
    const added = apply(doc, commands[0]!);
    expect(keys(added)).toEqual(['a', 'i', 'b']);
    expect(keys(apply(added, { kind: 'move-block', from: 1, to: 0, key: 'i' }))).toEqual(['i', 'a', 'b']);
    expect(apply(doc, commands[3]!).blocks[1]?.config).toEqual({ html: 'Bee' });
    expect(keys(doc)).toEqual(['a', 'b']);
  });
});

describe('undo history', () => {
  it('undoes and redoes across the session, and a new change clears Redo', () => {
    let h = startHistory(start());
    h = perform(h, { kind: 'add-block', index: 2, block: image('i') });
    h = perform(h, { kind: 'move-block', from: 2, to: 0, key: 'i' });
    expect(keys(h.doc)).toEqual(['i', 'a', 'b']);
    h = undo(h);
    expect(keys(h.doc)).toEqual(['a', 'b', 'i']);
    h = undo(h);
    expect(keys(h.doc)).toEqual(['a', 'b']);
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(keys(h.doc)).toEqual(['i', 'a', 'b']);
    h = undo(h);
    h = perform(h, { kind: 'remove-block', index: 0, block: text('a', 'A') });
    expect(canRedo(h)).toBe(false);
  });

  it('makes typing in one field one command, so Undo takes back the whole edit', () => {
    let h = startHistory(start());
    for (const html of ['B1', 'B12', 'B123'])
      h = perform(
        h,
        { kind: 'update-block', key: 'b', field: 'Text', before: h.doc.blocks[1]!.config, after: { html } },
        true,
      );
    expect(h.done).toHaveLength(1);
    expect(undo(h).doc.blocks[1]?.config).toEqual({ html: 'B' });
  });

  it('lists what is unsaved: nothing after a save, the undone saved change after undoing past it', () => {
    let h = startHistory(start());
    expect(isDirty(h)).toBe(false);
    h = perform(h, { kind: 'add-block', index: 0, block: image('i') });
    expect(unsavedCommands(h).map((c) => c.kind)).toEqual(['add-block']);
    h = markSaved(h);
    expect(isDirty(h)).toBe(false);
    h = undo(h);
    expect(unsavedCommands(h).map((c) => c.kind)).toEqual(['remove-block']);
    h = redo(h);
    expect(isDirty(h)).toBe(false);
    h = undo(h);
    h = perform(h, { kind: 'move-block', from: 0, to: 1, key: 'a' });
    expect(unsavedCommands(h).map((c) => c.kind)).toEqual(['remove-block', 'move-block']);
    expect(isDirty(h)).toBe(true);
  });
});
