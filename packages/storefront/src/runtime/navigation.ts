/** Go to another page of the site. */
export function goTo(path: string): void {
  window.location.assign(path);
}

/** The message the editor at `/config` receives when a framed page moves to another address. */
export const FRAME_ADDRESS_MESSAGE = 'tessera:frame-address';

/**
 * Whether this page is the site editor's preview frame: framed by a same-origin page under
 * `/config`. A cross-origin parent cannot be read, so it is not the editor.
 */
export function isInEditorFrame(): boolean {
  if (window.parent === window) return false;
  try {
    const path = window.parent.location.pathname;
    return path === '/config' || path.startsWith('/config/');
  } catch {
    return false;
  }
}

/**
 * Inside the editor frame, move the frame itself to `path` and tell the editor the frame's new
 * address (a `{ type: 'tessera:frame-address', path }` message), instead of a plain navigation.
 */
export function setFrameAddress(path: string): void {
  window.parent.postMessage({ type: FRAME_ADDRESS_MESSAGE, path }, window.location.origin);
  window.location.assign(path);
}
