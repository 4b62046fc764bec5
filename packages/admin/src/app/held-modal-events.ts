/**
 * `modals.open…()` from @mantine/modals dispatches window events that only a mounted
 * ModalsProvider hears. While the provider's chunk is still loading, these listeners keep the
 * events and hand them over once it listens, so no confirmation asked for early is lost.
 */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

export interface HeldModalEvents {
  /** Stops holding and dispatches what was held, in order (the provider listens by then). */
  release: () => void;
  /** Stops holding and drops what was held (unmount). */
  drop: () => void;
}

/** Starts holding; `onHeld` hears each event kept (time to load the provider). */
export function holdModalEvents(onHeld: () => void): HeldModalEvents {
  const held: CustomEvent[] = [];
  const keep = (event: Event) => {
    held.push(event as CustomEvent);
    onHeld();
  };
  const stop = () => MODAL_EVENTS.forEach((type) => window.removeEventListener(type, keep));
  MODAL_EVENTS.forEach((type) => window.addEventListener(type, keep));
  return {
    release: () => {
      stop();
      for (const event of held.splice(0)) {
        window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
      }
    },
    drop: () => {
      stop();
      held.length = 0;
    },
  };
}
