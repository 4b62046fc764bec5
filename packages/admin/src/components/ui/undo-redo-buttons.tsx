import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { MESSAGES } from '../../lib/messages.js';
import type { SavedHistory } from '../../lib/use-saved-history.js';

export interface UndoRedoPairProps {
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** What Undo and Redo would do, shown as their tooltips ('Undo: Move link'). */
  undoLabel?: string | undefined;
  redoLabel?: string | undefined;
  size?: ButtonProps['size'];
}

/** The studio's one pair of Undo and Redo buttons (every screen and editor draws these). */
export function UndoRedoPair({
  onUndo,
  onRedo,
  canUndo,
  canRedo,
  undoLabel,
  redoLabel,
  size,
}: UndoRedoPairProps) {
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        disabled={!canUndo}
        title={undoLabel ? `Undo: ${undoLabel}` : undefined}
        onClick={onUndo}
      >
        Undo
      </Button>
      <Button
        variant="default"
        size={size}
        leftSection={<IconArrowForwardUp size={16} aria-hidden />}
        disabled={!canRedo}
        title={redoLabel ? `Redo: ${redoLabel}` : undefined}
        onClick={onRedo}
      >
        Redo
      </Button>
    </>
  );
}

/** Undo and Redo of a screen whose changes are saved commands, titled with what they would do. */
export function UndoRedoButtons<T>({ history }: { history: SavedHistory<T> }) {
  const { lastDone, lastUndone, pending, undo, redo } = history;
  return (
    <UndoRedoPair
      onUndo={undo}
      onRedo={redo}
      canUndo={Boolean(lastDone) && !pending}
      canRedo={Boolean(lastUndone) && !pending}
      undoLabel={lastDone?.label}
      redoLabel={lastUndone?.label}
    />
  );
}

export interface EditorHistoryButtonsProps extends UndoRedoPairProps {
  /** How many unsaved changes 'Review changes' lists. */
  changeCount: number;
  onReview: () => void;
}

/** An editor's history controls: Undo, Redo and 'Review changes (n)' before its Save. */
export function EditorHistoryButtons({ changeCount, onReview, ...pair }: EditorHistoryButtonsProps) {
  return (
    <>
      <UndoRedoPair {...pair} />
      <Button variant="default" size={pair.size} onClick={onReview}>
        {MESSAGES.reviewChanges} ({changeCount})
      </Button>
    </>
  );
}
