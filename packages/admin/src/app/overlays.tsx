import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

export interface StudioOverlaysProps {
  /** Called once the modal listeners are in place. */
  onReady: () => void;
}

/**
 * Confirmation modals and toasts. Nothing on the first screen needs them, so AppProvider loads this
 * module beside the first screen instead of in the studio's entry (Modal brings focus trap, scroll
 * lock and floating-ui).
 */
export function StudioOverlays({ onReady }: StudioOverlaysProps) {
  // Runs after ModalsProvider's own (layout) effect subscribed to `modals.*` events.
  useEffect(onReady, [onReady]);
  return (
    // `modals.openConfirmModal(…)` renders here; the studio never reads its context, so no children.
    <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
      <Notifications position="bottom-right" />
    </ModalsProvider>
  );
}
