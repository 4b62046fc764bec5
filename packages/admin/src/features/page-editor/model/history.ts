import { commandHistory, type CommandHistory } from '../../../lib/command-history.js';
import { apply, invert, merge, type EditCommand } from './commands.js';
import type { EditorDocument } from './document.js';

/** The page editor's session: its blocks under the studio's command history (lib/command-history). */
export type EditorHistory = CommandHistory<EditorDocument, EditCommand>;

export const pageHistory = commandHistory<EditorDocument, EditCommand>({ apply, invert, merge });

export const {
  startHistory,
  perform,
  undo,
  redo,
  canUndo,
  canRedo,
  unsavedCommands,
  isDirty,
  markSaved,
  replaceDocument,
} = pageHistory;
