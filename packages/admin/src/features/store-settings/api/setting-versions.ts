import { request } from '../../../lib/api-client.js';

/**
 * A setting's version as the server answers it: the entity tag (`ETag`) of the checkout settings or
 * of a preferences namespace, or the number of the payment provider choice.
 */
export type SettingVersion = string | number;

/**
 * Each setting's version as the screen last read or saved it: a change made in a form is made from
 * it (`If-Match`, or `version` in the body), so a setting another owner changed since is refused
 * with 409 'changed elsewhere' and the latest, never silently replaced.
 */
const seen = new Map<string, SettingVersion>();

export const seenVersion = (setting: string): SettingVersion | undefined => seen.get(setting);

export function recordSeen(setting: string, version: SettingVersion): void {
  seen.set(setting, version);
}

/** The `If-Match` header naming `tag`; none without one (the save replaces what is stored). */
export const ifMatch = (tag: SettingVersion | undefined): Record<string, string> =>
  typeof tag === 'string' ? { 'If-Match': tag } : {};

/**
 * Awaits a read or save of a tagged setting: answers its data and the tag the server answered
 * with it, recorded as the setting's version seen.
 */
export async function requestTagged<T>(
  setting: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<{ data: T; tag: string | undefined }> {
  let tag: string | undefined;
  const data = await request(
    call.then((result) => {
      if (result.response.ok) tag = result.response.headers.get('etag') ?? undefined;
      return result;
    }),
  );
  if (tag) recordSeen(setting, tag);
  return { data, tag };
}
