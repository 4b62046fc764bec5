import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Constant options: new objects each render would make dnd-kit rebuild its sensors and re-render
// every sortable row of the list.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The studio's drag sensors for sortable lists: a pointer drag starts after 4 px (so a click on a
 * handle stays a click), and the keyboard picks up with Space or Enter and moves with the arrows.
 */
export function useSortableSensors() {
  return useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
}
