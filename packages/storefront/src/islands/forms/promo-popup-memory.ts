import { PROMO_POPUP_STORAGE_KEYS as KEYS, type PromoPopupMemory } from '@tessera/core';

/** Reads what this browser remembers of the pop-up; storage that is off or corrupt remembers nothing. */
export function readPopupMemory(storage: Storage | undefined = safeStorage()): PromoPopupMemory {
  if (!storage) return {};
  try {
    const dateClosed = Number(storage.getItem(KEYS.dateClosed) ?? NaN);
    const version = Number(storage.getItem(KEYS.version) ?? NaN);
    return {
      ...(Number.isFinite(dateClosed) && { dateClosed }),
      ...(Number.isInteger(version) && { version }),
      submitted: storage.getItem(KEYS.submitted) === 'true',
    };
  } catch {
    return {};
  }
}

/** Remembers a close (when and which version); a sign-up is remembered with it. */
export function rememberPopup(
  event: 'closed' | 'submitted',
  version: number,
  now: number,
  storage: Storage | undefined = safeStorage(),
): void {
  if (!storage) return;
  try {
    // A sign-up of another version than the one remembered starts afresh.
    if (storage.getItem(KEYS.version) !== String(version)) storage.removeItem(KEYS.submitted);
    storage.setItem(KEYS.version, String(version));
    if (event === 'closed') storage.setItem(KEYS.dateClosed, String(now));
    else storage.setItem(KEYS.submitted, 'true');
  } catch {
    // Storage full or off: the pop-up may simply show again next time.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
