import {
  clockOf,
  deleteSiteUserAccount,
  detachOrdersFromSiteUser,
  deleteSiteUserSessions,
  type Executor,
  findSiteUser,
  findSiteUserByEmail,
  inTransaction,
  insertSiteUser,
  listLanguages,
  listAccountOrders,
  markSiteUserVerified,
  setSiteUserEmail,
  setSiteUserLocale,
  setSiteUserPassword,
  type AccountOrderRow,
} from '@tessera/db';
import { attachVisitorCart, mergeNotice } from '../cart/index.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type Outcome } from '../failure.js';
import { ok } from '@tessera/core';
import { isLockedOut, noteFailure, noteSuccess } from './lockout.js';
import { findLiveLink, issueEmailChangeLink, issueLink, useEmailChangeLink, useLink } from './links.js';
import {
  queueAlreadyRegisteredMail,
  queueEmailChangeMail,
  queueEmailChangeNoticeMail,
  queueResetMail,
  queueVerifyMail,
} from './mail.js';
import { checkPassword } from './password-rules.js';
import type { SignUpBody } from './schemas.js';
import { safeNext } from './next-path.js';
import type { SiteUserActor } from './sessions.js';

/** Where account e-mails come from and link to. */
export interface MailSite {
  title: string;
  baseUrl: string;
}

/** Said after every sign-up, new address or not, so the answer never tells whether one exists. */
export const SIGN_UP_MESSAGE = 'Check your email: we sent you a link to confirm your address.';
/** Said after every reset request, for the same reason. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we sent it a link to choose a new password.';

/**
 * Creates an account and e-mails its verification link. An address that already has an account
 * gets a note instead (sign in or reset), and the caller sees the same answer either way.
 */
export async function signUp(
  ctx: ServiceContext,
  body: SignUpBody,
  site: MailSite,
): Promise<Outcome<string>> {
  const fields = checkPassword(body.password, [body.email, body.name]);
  if (Object.keys(fields).length > 0) return invalid(fields);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(ctx.db, async (trx) => {
    const now = clockOf(trx).now();
    const to = body.email.toLowerCase();
    const mail = { websiteId: ctx.websiteId, siteTitle: site.title, to, baseUrl: site.baseUrl };
    const created = await insertSiteUser(trx, ctx.websiteId, { ...body, passwordHash, now });
    if (!created) {
      const existing = await findSiteUserByEmail(trx, ctx.websiteId, body.email);
      await queueAlreadyRegisteredMail(trx, mail, `site-user-exists-${existing?.id ?? ''}-${now}`);
      return;
    }
    const token = await issueLink(trx, ctx.websiteId, created.id, 'verify', now);
    await queueVerifyMail(trx, mail, token, `site-user-verify-${created.id}-${now}`, safeNext(body.next));
  });
  return ok(SIGN_UP_MESSAGE);
}

/** Proves the address behind a verification link (once, before it expires). */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<Outcome<string>> {
  return inTransaction(ctx.db, async (trx) => {
    const now = clockOf(trx).now();
    const link = await useLink(trx, ctx.websiteId, token, 'verify', now);
    if (!link) return fail('site-user-link-invalid');
    await markSiteUserVerified(trx, ctx.websiteId, link.site_user_id, now);
    return ok(link.site_user_id);
  });
}

export interface SignInInput {
  email: string;
  password: string;
  /** The caller's network address, for the per-address lockout. */
  ip: string;
  /** The visitor's cart cookie hash: that cart becomes the account's when it has none open. */
  cartTokenHash: string | undefined;
  /** The store's currency, for the prices of the lines merged into the account's cart. */
  currency: string;
}

/**
 * Checks a password, refusing while the account or the address is locked out. Every refusal is
 * the same 'Invalid email or password.' (or the lockout) whether or not the address has an account.
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInInput,
): Promise<Outcome<{ siteUserId: string; cartNotice: string | null; locale: string | null }>> {
  const now = clockOf(ctx.db).now();
  if (await isLockedOut(ctx.db, ctx.websiteId, input.email, input.ip, now)) return fail('site-user-locked');
  const user = await findSiteUserByEmail(ctx.db, ctx.websiteId, input.email);
  const matches = await verifyPassword(user?.password_hash, input.password);
  if (!user || !matches) {
    await noteFailure(ctx.db, ctx.websiteId, input.email, input.ip, now);
    return fail('invalid-credentials');
  }
  const notes = await inTransaction(ctx.db, async (trx) => {
    await noteSuccess(trx, ctx.websiteId, input.email);
    // The cart filled before signing in joins the account's, checked again (cart/merge-cart.ts).
    if (!input.cartTokenHash) return [];
    return attachVisitorCart(trx, ctx.websiteId, user.id, input.cartTokenHash, {
      currency: input.currency,
      locale: ctx.locale,
    });
  });
  return ok({ siteUserId: user.id, cartNotice: mergeNotice(notes), locale: user.locale });
}

/** E-mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(
  ctx: ServiceContext,
  email: string,
  site: MailSite,
): Promise<string> {
  await inTransaction(ctx.db, async (trx) => {
    const user = await findSiteUserByEmail(trx, ctx.websiteId, email);
    if (!user) return;
    const now = clockOf(trx).now();
    const token = await issueLink(trx, ctx.websiteId, user.id, 'reset', now);
    const mail = { websiteId: ctx.websiteId, siteTitle: site.title, to: user.email, baseUrl: site.baseUrl };
    await queueResetMail(trx, mail, token, `site-user-reset-${user.id}-${now}`);
  });
  return RESET_REQUESTED_MESSAGE;
}

/**
 * Sets a new password from a reset link (once, before it expires) and ends every session of the
 * account. A refused password leaves the link usable for the next try.
 */
export async function resetPassword(
  ctx: ServiceContext,
  token: string,
  password: string,
): Promise<Outcome<{ siteUserId: string }>> {
  const now = clockOf(ctx.db).now();
  const live = await findLiveLink(ctx.db, ctx.websiteId, token, 'reset', now);
  const user = live && (await findSiteUser(ctx.db, ctx.websiteId, live.site_user_id));
  if (!user) return fail('site-user-link-invalid');
  const fields = checkPassword(password, [user.email, user.name]);
  if (Object.keys(fields).length > 0) return invalid(fields);
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await useLink(trx, ctx.websiteId, token, 'reset', now))) return fail('site-user-link-invalid');
    await setSiteUserPassword(trx, ctx.websiteId, user.id, passwordHash, now);
    await deleteSiteUserSessions(trx, ctx.websiteId, user.id);
    // Whoever holds the reset link holds the mailbox: the address is proved too.
    await markSiteUserVerified(trx, ctx.websiteId, user.id, now);
    return ok({ siteUserId: user.id });
  });
}

export interface AccountView {
  name: string;
  email: string;
  verified: boolean;
  /** Orders placed with the account's address since it was verified (none before). */
  orders: AccountOrderRow[];
}

export async function accountView(
  db: Executor,
  websiteId: string,
  user: SiteUserActor,
): Promise<AccountView> {
  const fresh = await findSiteUser(db, websiteId, user.id);
  const verifiedAt = fresh?.verified_at ?? null;
  const scope = {
    siteUserId: user.id,
    verified: verifiedAt === null ? null : { email: user.email, since: verifiedAt },
  };
  const orders = await listAccountOrders(db, websiteId, scope);
  return { name: user.name, email: user.email, verified: verifiedAt !== null, orders };
}

function sameLanguage(a: string, b: string): boolean {
  return a.replace(/_/g, '-').toLowerCase() === b.replace(/_/g, '-').toLowerCase();
}

/**
 * Stores the language the user reads the site in: the site's own language or one of its enabled
 * languages. Languages with an owner's custom code are switched by their URL, not here.
 */
export async function setLocale(
  ctx: ServiceContext,
  user: SiteUserActor,
  language: string,
): Promise<Outcome<{ language: string }>> {
  const offered = await listLanguages(ctx.db, ctx.websiteId);
  const plain = offered.find((l) => l.enabled && l.custom_code === null && sameLanguage(l.code, language));
  const code = plain?.code ?? (sameLanguage(ctx.locale, language) ? ctx.locale : undefined);
  if (!code) return fail('site-user-language-unavailable');
  await setSiteUserLocale(ctx.db, ctx.websiteId, user.id, code, clockOf(ctx.db).now());
  return ok({ language: code });
}

/** Said when the current password typed on the account page is wrong. */
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Proves the signed-in person still knows the password before a change that matters. Wrong
 * answers count towards the same lockout as sign-in, so the form cannot be used to guess it.
 */
async function confirmCurrentPassword(
  ctx: ServiceContext,
  user: SiteUserActor,
  password: string,
  ip: string,
): Promise<Outcome<void>> {
  const now = clockOf(ctx.db).now();
  if (await isLockedOut(ctx.db, ctx.websiteId, user.email, ip, now)) return fail('site-user-locked');
  const stored = await findSiteUser(ctx.db, ctx.websiteId, user.id);
  if (!stored || !(await verifyPassword(stored.password_hash, password))) {
    await noteFailure(ctx.db, ctx.websiteId, user.email, ip, now);
    return invalid({ currentPassword: CURRENT_PASSWORD_WRONG });
  }
  return ok(undefined);
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  ip: string;
}

/** Sets a new password (same rules as sign-up) and ends every session but this one. */
export async function changePassword(
  ctx: ServiceContext,
  user: SiteUserActor,
  input: ChangePasswordInput,
): Promise<Outcome<void>> {
  const confirmed = await confirmCurrentPassword(ctx, user, input.currentPassword, input.ip);
  if (!confirmed.ok) return confirmed;
  const fields = checkPassword(input.newPassword, [user.email, user.name]);
  if (fields.password) return invalid({ newPassword: fields.password });
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx.db, async (trx) => {
    const now = clockOf(trx).now();
    await setSiteUserPassword(trx, ctx.websiteId, user.id, passwordHash, now);
    await deleteSiteUserSessions(trx, ctx.websiteId, user.id, user.sessionIdHash);
    await noteSuccess(trx, ctx.websiteId, user.email);
  });
  return ok(undefined);
}

/**
 * Deletes the account after the password is confirmed: its personal data goes
 * (`deleteSiteUserAccount`), its orders stay with their own copy of the buyer's details.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  user: SiteUserActor,
  input: { currentPassword: string; ip: string },
): Promise<Outcome<void>> {
  const confirmed = await confirmCurrentPassword(ctx, user, input.currentPassword, input.ip);
  if (!confirmed.ok) return confirmed;
  await inTransaction(ctx.db, async (trx) => {
    // The orders stay (the shop's record of each sale) but no longer name the account.
    await detachOrdersFromSiteUser(trx, ctx.websiteId, user.id);
    await deleteSiteUserAccount(trx, ctx.websiteId, user.id, user.email);
  });
  return ok(undefined);
}

/** Said after every e-mail change request, taken address or not, so it never tells which exist. */
export const EMAIL_CHANGE_MESSAGE =
  'Check your new address: we sent it a link to confirm the change. Until then your account keeps its current address.';
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';

/**
 * Asks to move the account to a new address: the new address gets a single-use link, the old one
 * is told, and nothing changes until the link is used. A new address that already has an account
 * gets the sign-up's "already registered" note instead, and the caller sees the same answer.
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  user: SiteUserActor,
  input: { currentPassword: string; newEmail: string; ip: string },
  site: MailSite,
): Promise<Outcome<string>> {
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email) return invalid({ newEmail: SAME_EMAIL_MESSAGE });
  const confirmed = await confirmCurrentPassword(ctx, user, input.currentPassword, input.ip);
  if (!confirmed.ok) return confirmed;
  await inTransaction(ctx.db, async (trx) => {
    const now = clockOf(trx).now();
    const mail = { websiteId: ctx.websiteId, siteTitle: site.title, baseUrl: site.baseUrl };
    if (await findSiteUserByEmail(trx, ctx.websiteId, newEmail)) {
      await queueAlreadyRegisteredMail(
        trx,
        { ...mail, to: newEmail },
        `site-user-email-taken-${user.id}-${now}`,
      );
      return;
    }
    const token = await issueEmailChangeLink(trx, ctx.websiteId, user.id, newEmail, now);
    await queueEmailChangeMail(
      trx,
      { ...mail, to: newEmail },
      token,
      `site-user-email-change-${user.id}-${now}`,
    );
    await queueEmailChangeNoticeMail(
      trx,
      { ...mail, to: user.email },
      newEmail,
      `site-user-email-notice-${user.id}-${now}`,
    );
  });
  return ok(EMAIL_CHANGE_MESSAGE);
}

/**
 * Moves the account to the address behind an e-mail change link (once, before it expires). Refused
 * like a dead link when another account took the address meanwhile.
 */
export async function confirmEmailChange(
  ctx: ServiceContext,
  token: string,
  current?: SiteUserActor | null,
): Promise<Outcome<string>> {
  return inTransaction(ctx.db, async (trx) => {
    const now = clockOf(trx).now();
    const change = await useEmailChangeLink(trx, ctx.websiteId, token, now);
    if (!change) return fail('site-user-link-invalid');
    const taken = await findSiteUserByEmail(trx, ctx.websiteId, change.new_email);
    if (taken && taken.id !== change.site_user_id) return fail('site-user-link-invalid');
    await setSiteUserEmail(trx, ctx.websiteId, change.site_user_id, change.new_email, now);
    // The address signs in now: every other session of the account ends (the browser that opened
    // the link keeps its own when it is signed in to this account).
    const keep = current?.id === change.site_user_id ? current.sessionIdHash : undefined;
    await deleteSiteUserSessions(trx, ctx.websiteId, change.site_user_id, keep);
    return ok(change.site_user_id);
  });
}
