import { useCallback, useEffect, useRef } from 'react';
import { useStableCallback } from '../../lib/use-stable-callback.js';

/**
 * Hands an editor's text on when the typist pauses for `delay` ms rather than on every key, so a
 * keystroke costs the editor's own work only, not a render of the screen around it (the page
 * editor's 60 blocks). Pending text is handed on at once when the field loses focus, before a
 * Ctrl/Cmd shortcut (Undo, Save… must see it), when the field goes away, and it makes closing the
 * tab ask first. Without `delay` every change is handed on at once.
 */
export function useCommitOnPause(onCommit: (value: string) => void, delay: number | undefined) {
  const commit = useStableCallback(onCommit);
  // Reads the value when it is handed on; undefined once the editor is gone.
  const pending = useRef<(() => string | undefined) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const read = pending.current;
    pending.current = null;
    const value = read?.();
    if (value !== undefined) commit(value);
  }, [commit]);

  const changed = useCallback(
    (read: () => string | undefined) => {
      pending.current = read;
      clearTimeout(timer.current);
      if (delay === undefined) flush();
      else timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      flush();
    };
  }, [flush]);

  return { changed, flush };
}
