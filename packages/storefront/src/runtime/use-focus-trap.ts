import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export interface FocusTrapOptions {
  /** Called when the visitor presses Escape (or clicks outside, when that closes). */
  readonly onClose: () => void;
  /** Whether a click outside the container closes it (the instalment popup does). */
  readonly closeOnOutsideClick?: boolean;
}

/**
 * While `active`, keep keyboard focus inside the container: focus moves to its first control,
 * Tab cycles within it, Escape closes it, and focus returns to the opener afterwards.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions,
): void {
  // The latest callback, so re-renders do not rebuild the trap (which would move focus).
  const onClose = useRef(options.onClose);
  onClose.current = options.onClose;
  const outside = options.closeOnOutsideClick === true;

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const trap = createFocusTrap(element, {
      fallbackFocus: element,
      escapeDeactivates: () => {
        onClose.current();
        return false;
      },
      clickOutsideDeactivates: () => {
        if (outside) onClose.current();
        return false;
      },
      allowOutsideClick: () => !outside,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, container, outside]);
}
