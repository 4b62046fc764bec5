import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap.js';

export interface AlertMessage {
  readonly title: string;
  readonly message: string;
}

export interface AlertDialogProps extends AlertMessage {
  readonly onClose: () => void;
}

/** The label of the button that dismisses an alert. */
export const ALERT_DISMISS_LABEL = 'OK';

/**
 * A modal alert (role alertdialog) rendered at the end of the page: its title and message are
 * announced, focus moves to its button and stays inside, and Escape or the button closes it.
 */
export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(ref, true, { onClose });
  return createPortal(
    <div className="ts-alert-backdrop">
      <div
        ref={ref}
        className="ts-alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
      >
        <h2 className="ts-alert__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="ts-alert__message" id={`${id}-message`}>
          {message}
        </p>
        <button type="button" className="ts-alert__button" onClick={onClose}>
          {ALERT_DISMISS_LABEL}
        </button>
      </div>
    </div>,
    document.body,
  );
}
