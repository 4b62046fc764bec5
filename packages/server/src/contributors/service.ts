import { newSecretToken, sha256 } from '../digest.js';
import { contributorRoleLabel, ok, CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  clockOf,
  createAccount,
  createContributorInvitation,
  deleteOpenInvitation,
  endSessionsOfContributor,
  findAccountByEmail,
  findContributorRole,
  findInvitationByTokenHash,
  listContributors,
  listOpenInvitations,
  lockContributorsWithRole,
  markInvitationAccepted,
  removeContributor as deleteContributor,
  setContributorRole,
  type ContributorInvitation,
  type ContributorRole,
  type Executor,
} from '@tessera/db';
import { hashPassword, roleName, signInAs, verifyPassword, type SessionPolicy } from '../auth/index.js';
import type { StartedSession } from '../auth/index.js';
import type { ServiceContext } from '../context.js';
import { sendMail } from '../mail/index.js';
import { fail, type Outcome } from '../owner-kit/index.js';
import type {
  AcceptBody,
  ContributorListDto,
  InvitationDto,
  InvitationPreviewDto,
  InviteBody,
} from './schemas.js';

/** How long an invitation link works: 7 days from sending (inviting again sends a fresh link). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const ADMIN = CONTRIBUTOR_ROLES.ADMIN;

/** The link's secret is only in the e-mail; the database keeps its SHA-256. */
export function invitationTokenHash(token: string): string {
  return sha256(token);
}

function invitationDto(row: ContributorInvitation, now: number): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    roleName: roleName(row.role),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    status: row.expires_at > now ? 'pending' : 'expired',
  };
}

/** The website's contributors and the invitations not accepted yet. */
export async function contributorsOf(ctx: ServiceContext): Promise<ContributorListDto> {
  const [rows, invitations] = await Promise.all([
    listContributors(ctx.db, ctx.websiteId),
    listOpenInvitations(ctx.db, ctx.websiteId),
  ]);
  const now = clockOf(ctx.db).now();
  return {
    contributors: rows.map((r) => ({
      accountId: r.account_id,
      email: r.email,
      displayName: r.display_name,
      role: r.role,
      roleName: roleName(r.role),
      since: r.created_at,
    })),
    invitations: invitations.map((row) => invitationDto(row, now)),
  };
}

/** What the invitation e-mail needs to know about the site and who sends it. */
export interface InvitationMailSite {
  title: string;
  /** `https://host` the link points to. */
  baseUrl: string;
}

function invitationMail(
  site: InvitationMailSite,
  inviter: string,
  role: ContributorRole,
  link: string,
  expiresAt: number,
) {
  const until = new Date(expiresAt).toUTCString();
  return {
    subject: `You are invited to contribute to ${site.title}`,
    text: [
      `${inviter} invited you to contribute to ${site.title} as ${contributorRoleLabel(role)}.`,
      '',
      `Accept the invitation and choose your password here:`,
      link,
      '',
      `The link works once and expires in 7 days (${until}).`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Invites an address with a role, in the caller's transaction: records the invitation (replacing
 * an earlier open one to the same address, whose link stops working) and queues the e-mail with
 * its single-use link. Refused when the address already contributes to this site.
 */
export async function inviteContributor(
  trx: Executor,
  ctx: ServiceContext,
  site: InvitationMailSite,
  body: InviteBody,
): Promise<Outcome<InvitationDto>> {
  const existing = await findAccountByEmail(trx, body.email);
  if (existing && (await findContributorRole(trx, ctx.websiteId, existing.id)) !== undefined)
    return fail('contributor-exists');
  const token = newSecretToken();
  const now = clockOf(trx).now();
  const inviter = ctx.actor.kind === 'owner' ? ctx.actor : undefined;
  const row = await createContributorInvitation(trx, ctx.websiteId, {
    email: body.email,
    role: body.role,
    tokenHash: invitationTokenHash(token),
    invitedBy: inviter?.accountId ?? null,
    expiresAt: now + INVITATION_LIFETIME_MS,
  });
  const link = `${site.baseUrl}/config/invitation?token=${token}`;
  const inviterName = inviter ? inviter.displayName || inviter.email : 'The site’s administrator';
  await sendMail(
    trx,
    ctx.websiteId,
    { to: row.email, ...invitationMail(site, inviterName, row.role, link, row.expires_at) },
    { idempotencyKey: `contributor-invitation-${row.id}` },
  );
  return ok(invitationDto(row, now));
}

export async function cancelInvitation(ctx: ServiceContext, invitationId: string): Promise<Outcome<null>> {
  return (await deleteOpenInvitation(ctx.db, ctx.websiteId, invitationId)) ? ok(null) : fail('not-found');
}

/**
 * The administrators left if `accountId` stopped being one. Locks the administrators' rows first
 * (PostgreSQL), so two administrators demoting or removing each other at once cannot leave none.
 */
async function adminsWithout(trx: Executor, websiteId: string, accountId: string): Promise<number> {
  const admins = await lockContributorsWithRole(trx, websiteId, ADMIN);
  return admins.filter((id) => id !== accountId).length;
}

/** Gives a contributor another role; the last administrator cannot be given a lesser one. */
export async function changeRole(
  ctx: ServiceContext,
  accountId: string,
  role: ContributorRole,
): Promise<Outcome<ContributorListDto>> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const current = await findContributorRole(trx, ctx.websiteId, accountId);
    if (current === undefined) return fail('not-found');
    if (current === ADMIN && role !== ADMIN && (await adminsWithout(trx, ctx.websiteId, accountId)) === 0)
      return fail('last-administrator');
    await setContributorRole(trx, ctx.websiteId, accountId, role);
    return ok(null);
  });
  return outcome.ok ? ok(await contributorsOf(ctx)) : outcome;
}

/** Removes a contributor (ending their sessions here); the last administrator cannot be removed. */
export async function removeContributor(ctx: ServiceContext, accountId: string): Promise<Outcome<null>> {
  return ctx.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const current = await findContributorRole(trx, ctx.websiteId, accountId);
    if (current === undefined) return fail('not-found');
    if (current === ADMIN && (await adminsWithout(trx, ctx.websiteId, accountId)) === 0)
      return fail('last-administrator');
    await deleteContributor(trx, ctx.websiteId, accountId);
    await endSessionsOfContributor(trx, ctx.websiteId, accountId);
    return ok(null);
  });
}

/** The invitation a link names, if it can still be used on this website. */
async function usableInvitation(
  ctx: ServiceContext,
  token: string,
): Promise<ContributorInvitation | undefined> {
  const row = await findInvitationByTokenHash(ctx.db, ctx.websiteId, invitationTokenHash(token));
  if (!row || row.accepted_at !== null || row.expires_at <= clockOf(ctx.db).now()) return undefined;
  return row;
}

/** What the accept page shows: who is invited, to which site, with which role. */
export async function previewInvitation(
  ctx: ServiceContext,
  websiteTitle: string,
  token: string,
): Promise<Outcome<InvitationPreviewDto>> {
  const row = await usableInvitation(ctx, token);
  if (!row) return fail('invitation-invalid');
  const account = await findAccountByEmail(ctx.db, row.email);
  return ok({
    email: row.email,
    role: row.role,
    roleName: roleName(row.role),
    websiteTitle,
    expiresAt: row.expires_at,
    accountExists: account !== undefined,
  });
}

/**
 * Accepts an invitation and signs the invitee in. A new address gets an account with the chosen
 * name and password (argon2id, as sign-in checks it); an address that already has an account (on
 * another site of this install) proves it with that account's password. The link works once: of two
 * racing accepts only one marks it used.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  token: string,
  body: AcceptBody,
  policy: SessionPolicy,
): Promise<Outcome<StartedSession>> {
  const row = await usableInvitation(ctx, token);
  if (!row) return fail('invitation-invalid');
  const existing = await findAccountByEmail(ctx.db, row.email);
  if (existing) {
    if (!(await verifyPassword(existing.password_hash, body.password)))
      return fail('invitation-password-wrong');
  } else if (!body.displayName) {
    return fail('validation-failed', { displayName: 'Please enter your name.' });
  }
  const passwordHash = existing ? undefined : await hashPassword(body.password);
  const joined = await ctx.db.transaction().execute(async (trx) => {
    if (!(await markInvitationAccepted(trx, ctx.websiteId, row.id, clockOf(trx).now()))) return undefined;
    const account =
      existing ??
      (await createAccount(trx, {
        email: row.email,
        passwordHash: passwordHash ?? '',
        displayName: body.displayName ?? '',
      }));
    // Someone who became a contributor meanwhile keeps the role they have.
    const role = (await findContributorRole(trx, ctx.websiteId, account.id)) ?? row.role;
    if (role === row.role) await addContributor(trx, ctx.websiteId, account.id, role);
    return { account, role };
  });
  if (!joined) return fail('invitation-invalid');
  return ok(await signInAs(ctx, joined.account, joined.role, policy));
}
