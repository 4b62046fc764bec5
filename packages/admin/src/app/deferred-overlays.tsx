import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { holdModalEvents, type HeldModalEvents } from './held-modal-events.js';

const StudioOverlays = lazy(async () => ({ default: (await import('./overlays.js')).StudioOverlays }));

/** The first thing an owner does with the studio: from then on a dialog may open. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Confirmation modals and toasts, kept out of the JavaScript the first screen waits for: their
 * code loads at the owner's first click or key press, or as soon as a toast or a `modals.*` call
 * needs it (held `modals.*` events are handed over once the provider listens; toasts wait in
 * Mantine's store), whichever comes first.
 */
export function DeferredOverlays() {
  const [wanted, setWanted] = useState(false);
  const held = useRef<HeldModalEvents | null>(null);
  useLayoutEffect(() => {
    const want = () => setWanted(true);
    const events = holdModalEvents(want);
    held.current = events;
    const hasToasts = () => {
      const { notifications, queue } = notificationsStore.getState();
      return notifications.length > 0 || queue.length > 0;
    };
    if (hasToasts()) want();
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasToasts()) want();
    });
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, want, { capture: true });
    return () => {
      events.drop();
      unsubscribe();
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  const onReady = useCallback(() => held.current?.release(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <StudioOverlays onReady={onReady} />
    </Suspense>
  );
}
