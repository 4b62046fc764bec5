import { jsonValue } from '@tessera/contract';
import { z } from 'zod';

export const MAX_PREFERENCES_BYTES = 64 * 1024;

export const preferencesParams = z.object({
  namespace: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'Invalid namespace'),
});

/** A namespace's preferences: a free-form JSON object (platform spec §3). */
export const preferences = z.record(z.string(), jsonValue);
export type Preferences = z.infer<typeof preferences>;

export const preferencesBody = preferences.refine(
  (value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_PREFERENCES_BYTES,
  { message: `Must be at most ${MAX_PREFERENCES_BYTES} bytes of JSON` },
);

/** A PUT made from preferences someone else has replaced since (`If-Match`): the latest ones. */
export const preferencesRefused = z.object({
  code: z.literal('changed-elsewhere'),
  error: z.string(),
  requestId: z.string().optional(),
  latest: preferences,
});
