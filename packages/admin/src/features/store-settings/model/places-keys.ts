/**
 * The places API key between the studio's form and the server, without the plain key outliving
 * its first save. A places state names its key by an id (`keyId`): a key typed in the form is
 * handed over once, for the save that sends it; a key removed (by Remove key, or by the Undo of a
 * first save) is kept as the server sealed it, so the Undo or Redo that brings that key back hands
 * the sealed form back to the server. The studio never reads it.
 */
const typed = new Map<string, string>();
const sealed = new Map<string, string>();

/** A new id for a key typed in the form. */
export const newKeyId = (): string => crypto.randomUUID();

/** Hands the key typed for `keyId` to the save about to send it. */
export function handOver(keyId: string, apiKey: string): void {
  typed.set(keyId, apiKey);
}

/** What the save of the key `keyId` sends: the typed key once, else its sealed form if removed. */
export function keyToSend(keyId: string): { apiKey?: string; restoreKey?: string } {
  const apiKey = typed.get(keyId);
  typed.delete(keyId);
  if (apiKey) return { apiKey };
  const restoreKey = sealed.get(keyId);
  return restoreKey ? { restoreKey } : {};
}

/** The key `keyId` was removed; the server answered it sealed. */
export function keepRemoved(keyId: string, removedKey: string | undefined): void {
  if (removedKey) sealed.set(keyId, removedKey);
}
