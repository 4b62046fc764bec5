import { Button } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import type { SavedHistory } from '../../lib/use-saved-history.js';

/** Undo and Redo of a screen whose changes are saved commands, titled with what they would do. */
export function UndoRedoButtons<T>({ history }: { history: SavedHistory<T> }) {
  const { lastDone, lastUndone, pending, undo, redo } = history;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        disabled={!lastDone || pending}
        title={lastDone ? `Undo: ${lastDone.label}` : undefined}
        onClick={undo}
      >
        Undo
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowForwardUp size={16} aria-hidden />}
        disabled={!lastUndone || pending}
        title={lastUndone ? `Redo: ${lastUndone.label}` : undefined}
        onClick={redo}
      >
        Redo
      </Button>
    </>
  );
}
