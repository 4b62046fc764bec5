import { describe, expect, it } from 'vitest';
import { afterChange, afterRedo, afterUndo, emptyLockHistory } from './lock-history.js';

describe('the lock screen history', () => {
  it('moves a command to Redo with the revision its undo answered, and back', () => {
    const locked = afterChange(emptyLockHistory, 'Lock site', 'r-open');
    const changed = afterChange(locked, 'Change site password', 'r-first');
    expect(changed.done.map((c) => c.label)).toEqual(['Lock site', 'Change site password']);
    const undone = afterUndo(changed, 'r-second');
    expect(undone).toEqual({
      done: [{ label: 'Lock site', revision: 'r-open' }],
      undone: [{ label: 'Change site password', revision: 'r-second' }],
    });
    const redone = afterRedo(undone, 'r-first-again');
    expect(redone.done.at(-1)).toEqual({ label: 'Change site password', revision: 'r-first-again' });
    expect(redone.undone).toEqual([]);
  });

  it('clears Redo on a new change and starts over when a change answers no revision', () => {
    const undone = afterUndo(afterChange(emptyLockHistory, 'Lock site', 'r1'), 'r2');
    expect(afterChange(undone, 'Remove site password', 'r3').undone).toEqual([]);
    expect(afterChange(undone, 'Lock site', null)).toEqual(emptyLockHistory);
  });

  it('drops what can no longer be restored', () => {
    const history = afterChange(
      afterChange(emptyLockHistory, 'Lock site', 'r1'),
      'Change site password',
      'r2',
    );
    expect(afterUndo(history, null)).toEqual({ done: [{ label: 'Lock site', revision: 'r1' }], undone: [] });
    const undone = afterUndo(history, 'r3');
    expect(afterRedo(undone, null)).toEqual({ done: [], undone: [] });
    expect(afterUndo(emptyLockHistory, 'r9')).toBe(emptyLockHistory);
    expect(afterRedo(emptyLockHistory, 'r9')).toBe(emptyLockHistory);
  });
});
