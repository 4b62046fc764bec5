/**
 * The editor's keyboard actions as plain objects (name, label, key test): the toolbar buttons and
 * the shortcuts run the same thing, and the key tests are checked without rendering.
 */
export interface EditorAction {
  name: 'undo' | 'redo' | 'save';
  label: string;
  keyTest: (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) => boolean;
}

const primary = (event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey'>) => event.ctrlKey || event.metaKey;

export const EDITOR_ACTIONS: readonly EditorAction[] = [
  {
    name: 'undo',
    label: 'Undo',
    keyTest: (e) => primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z',
  },
  {
    name: 'redo',
    label: 'Redo',
    keyTest: (e) =>
      primary(e) && !e.altKey && ((e.shiftKey && e.key.toLowerCase() === 'z') || e.key.toLowerCase() === 'y'),
  },
  { name: 'save', label: 'Save', keyTest: (e) => primary(e) && !e.altKey && e.key.toLowerCase() === 's' },
];

/** The action a key press asks for, if any. */
export function actionForKey(event: Parameters<EditorAction['keyTest']>[0]): EditorAction | undefined {
  return EDITOR_ACTIONS.find((action) => action.keyTest(event));
}
