// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCommitOnPause } from './use-commit-on-pause.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(delay: number | undefined) {
  const committed: string[] = [];
  const hook = renderHook(() => useCommitOnPause((value) => committed.push(value), delay));
  return { committed, hook, type: (value: string) => act(() => hook.result.current.changed(() => value)) };
}

describe('useCommitOnPause', () => {
  it('hands every change on at once without a delay', () => {
    const { committed, type } = setup(undefined);
    type('a');
    type('ab');
    expect(committed).toEqual(['a', 'ab']);
  });

  it('hands on only the latest text once typing pauses', () => {
    const { committed, type } = setup(300);
    type('a');
    act(() => vi.advanceTimersByTime(200));
    type('ab');
    act(() => vi.advanceTimersByTime(200));
    type('abc');
    expect(committed).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(committed).toEqual(['abc']);
    act(() => vi.advanceTimersByTime(1000));
    expect(committed).toEqual(['abc']);
  });

  it('hands pending text on at once when flushed (blur, a shortcut) and when the field goes away', () => {
    const { committed, hook, type } = setup(300);
    type('a');
    act(() => hook.result.current.flush());
    expect(committed).toEqual(['a']);
    act(() => hook.result.current.flush());
    expect(committed).toEqual(['a']);
    type('ab');
    hook.unmount();
    expect(committed).toEqual(['a', 'ab']);
  });

  it('asks before the tab closes while text is pending, and hands on nothing from an editor that is gone', () => {
    const { committed, hook } = setup(300);
    act(() => hook.result.current.changed(() => undefined));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(committed).toEqual([]);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
