import { describe, expect, it } from 'vitest';
import { actionForKey } from './editor-actions.js';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('editor shortcuts', () => {
  it('undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z', () => {
    expect(actionForKey(key('z', { ctrlKey: true }))?.name).toBe('undo');
    expect(actionForKey(key('z', { metaKey: true }))?.name).toBe('undo');
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }))?.name).toBe('redo');
    expect(actionForKey(key('Z', { metaKey: true, shiftKey: true }))?.name).toBe('redo');
    expect(actionForKey(key('s', { ctrlKey: true }))?.name).toBe('save');
  });

  it('leaves plain typing alone', () => {
    expect(actionForKey(key('z'))).toBeUndefined();
    expect(actionForKey(key('Z', { shiftKey: true }))).toBeUndefined();
  });
});
