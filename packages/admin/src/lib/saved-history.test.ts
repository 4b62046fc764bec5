import { describe, expect, it } from 'vitest';
import { afterRedo, afterUndo, emptyHistory, recorded, withoutNext } from './saved-history.js';

describe('saved history', () => {
  it('undoes to each command’s before and redoes to its after; a new change clears redo', () => {
    let history = recorded(emptyHistory<string>(), { label: 'a', before: '0', after: '1' });
    history = recorded(history, { label: 'b', before: '1', after: '2' });
    expect(history.done.at(-1)?.before).toBe('1');
    history = afterUndo(history);
    expect(history.undone.at(-1)?.after).toBe('2');
    history = afterRedo(history);
    expect(history.done.map((c) => c.label)).toEqual(['a', 'b']);
    history = recorded(afterUndo(history), { label: 'c', before: '1', after: '3' });
    expect(history.undone).toEqual([]);
    expect(afterRedo(history)).toBe(history);
    expect(afterUndo(emptyHistory())).toEqual(emptyHistory());
  });
});

describe('a refused undo or redo', () => {
  it('forgets only the change that step would have saved', () => {
    let history = recorded(emptyHistory<string>(), { label: 'a', before: '0', after: '1' });
    history = recorded(history, { label: 'b', before: '1', after: '2' });
    expect(withoutNext(history, 'undo').done.map((c) => c.label)).toEqual(['a']);
    const undone = afterUndo(history);
    expect(withoutNext(undone, 'redo')).toEqual({ done: undone.done, undone: [] });
  });
});
