import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { ListHistory } from '../../../lib/saved-history.js';

interface UndoRedoProps<T> {
  history: ListHistory<T>;
  busy: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** Undo and Redo buttons (and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z) over a saved-command history. */
export function UndoRedo<T>({ history, busy, onUndo, onRedo }: UndoRedoProps<T>) {
  const lastDone = history.done.at(-1);
  const lastUndone = history.undone.at(-1);
  useHotkeys([
    ['mod+Z', () => lastDone && !busy && onUndo()],
    ['mod+shift+Z', () => lastUndone && !busy && onRedo()],
  ]);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        disabled={!lastDone || busy}
        title={lastDone ? `Undo: ${lastDone.label}` : undefined}
        onClick={onUndo}
      >
        Undo
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowForwardUp size={16} aria-hidden />}
        disabled={!lastUndone || busy}
        title={lastUndone ? `Redo: ${lastUndone.label}` : undefined}
        onClick={onRedo}
      >
        Redo
      </Button>
    </>
  );
}
