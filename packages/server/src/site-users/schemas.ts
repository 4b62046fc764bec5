import { isValidEmail } from '@tessera/core';
import { z } from 'zod';

/** A checkbox: JSON callers send a boolean, a plain form sends 'true' or 'on' (nothing when unticked). */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

const email = z.string().trim().max(256).refine(isValidEmail, 'Please enter a valid email');
/** The rules (length, strength) are checked by the service so the form shows their own words. */
const password = z.string().min(1).max(1024);
/** Plain forms post the crumb as a field; JSON callers send the X-CSRF-Token header. */
const crumb = z.string().max(128).optional();
/** Plain forms of the account page post the session's XSRF token as a field. */
const xsrfToken = z.string().max(128).optional();

/** `POST /api/site-users/account/session` (platform spec §7): email, password, rememberMe. */
/** `next`: the site path a plain sign-in form returns to (a member area's join page), else /account. */
export const sessionBody = z.object({
  email,
  password,
  rememberMe: checkbox,
  crumb,
  next: z.string().max(2000).optional(),
});
/** Its response: the token mutating site-user calls carry in `X-SiteUser-XSRF-Token`. */
export const sessionResponse = z.object({ xsrfToken: z.string() });

/** `DELETE /api/site-users/account/session?cloneCart=`: keep a copy of the cart for the visitor. */
export const signOutQuery = z.object({
  cloneCart: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
/** The account page's plain sign-out form (browsers cannot send DELETE from a form). */
export const signOutForm = z.object({ cloneCart: checkbox, xsrfToken });

/** `POST /api/site-users/account/locale` (platform spec §7). */
export const localeBody = z.object({
  language: z
    .string()
    .trim()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Unknown language code'),
  xsrfToken,
});

export const signUpBody = z.object({
  email,
  password,
  name: z.string().trim().min(1, 'Please enter your name').max(200),
  crumb,
  /** The site path to come back to once the address is verified (a member area's join page). */
  next: z.string().max(2000).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const messageResponse = z.object({ message: z.string() });

export const resetRequestBody = z.object({ email, crumb });
export const resetBody = z.object({ token: z.string().max(128), password, crumb });

/** Account page: a new password, after the current one (rules checked by the service). */
export const changePasswordBody = z.object({ currentPassword: password, newPassword: password, xsrfToken });
/** Account page: delete the account; `confirm` is the ticked confirmation box of the plain form. */
export const deleteAccountBody = z.object({ currentPassword: password, confirm: checkbox, xsrfToken });

/** Account page: move the account to a new address (verified by a mailed link first). */
export const changeEmailBody = z.object({ currentPassword: password, newEmail: email, xsrfToken });

const accountOrder = z.object({
  orderNumber: z.number().int(),
  status: z.string(),
  fulfillmentState: z.string(),
  grandTotal: z.object({ value: z.string(), currency: z.string() }),
  createdOn: z.number(),
});

/** `GET /api/site-users/account`: the signed-in user's profile and order history. */
export const accountResponse = z.object({
  siteUserId: z.string(),
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  orders: z.array(accountOrder),
});
