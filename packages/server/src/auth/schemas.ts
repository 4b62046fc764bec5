import { z } from 'zod';
import { PERMISSIONS } from './permissions.js';

export const loginBody = z.object({
  email: z.string().trim().min(3).max(256),
  password: z.string().min(1).max(1024),
  /** Only for plain form posts from /config; JSON clients send the X-CSRF-Token header instead. */
  crumb: z.string().max(128).optional(),
});

/** Empty for JSON clients (token in the header); the /config sign-out form posts the token as a field. */
export const logoutBody = z.object({ csrfToken: z.string().max(128).optional() }).nullish();

export const meResponse = z.object({
  account: z.object({ id: z.string(), email: z.string(), displayName: z.string() }),
  /** `currency`: the site's ISO 4217 code, the unit of every amount the studio shows and takes. */
  website: z.object({ id: z.string(), title: z.string(), currency: z.string() }),
  role: z.number().int(),
  roleName: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  csrfToken: z.string(),
});

export type MeResponse = z.infer<typeof meResponse>;

/** `GET /api/auth/session`: who is signed in, or null (200 either way). */
export const sessionResponse = z.object({ session: meResponse.nullable() });
