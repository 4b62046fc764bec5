import { useCommandHistory } from '../../../lib/use-command-history.js';
import type { EditorDocument } from '../model/document.js';
import { pageHistory } from '../model/history.js';

/** The editing session of one page: its history and the operations on it. */
export function useEditorHistory(initial: EditorDocument) {
  return useCommandHistory(pageHistory, initial);
}
