import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { actionForKey } from './editor-actions.js';

export interface EditorFrame {
  /** Whether there are unsaved changes. */
  dirty: boolean;
  /** A save is under way (Ctrl/Cmd+S then does nothing). */
  saving: boolean;
  undo: () => void;
  redo: () => void;
  save: () => void;
}

/**
 * What every editor with Save does around its document (the page editor, the item editor):
 * Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+S (`editor-actions.ts`), the browser's own warning
 * when the tab closes with unsaved changes, and the blocker whose state opens `LeavePrompt` when
 * the owner navigates away inside the studio.
 */
export function useEditorFrame({ dirty, saving, undo, redo, save }: EditorFrame): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event);
      if (!action) return;
      event.preventDefault();
      if (action.name === 'undo') undo();
      else if (action.name === 'redo') redo();
      else if (dirty && !saving) save();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dirty, saving, undo, redo, save]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
