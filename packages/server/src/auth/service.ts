import { CONTRIBUTOR_ROLES, contributorRoleKey, type ContributorRoleName } from '@tessera/core';
import {
  findAccountByEmail,
  findContributorRole,
  findWebsiteById,
  type Account,
  type ContributorRole,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import type { OwnerActor } from '../decorations.js';
import { verifyPassword } from './passwords.js';
import { permissionsOf } from './permissions.js';
import type { MeResponse } from './schemas.js';
import { endSession, startSession, type SessionPolicy } from './sessions.js';

export type LoginResult =
  | { ok: true; sessionId: string; expiresAt: number; me: MeResponse }
  | { ok: false; reason: 'invalid-credentials' };

const roleNames = new Map<number, string>(
  (Object.keys(CONTRIBUTOR_ROLES) as ContributorRoleName[]).map((name) => [
    CONTRIBUTOR_ROLES[name],
    contributorRoleKey(name),
  ]),
);

export function roleName(role: number): string {
  return roleNames.get(role) ?? 'unknown';
}

/**
 * Signs an owner in to this website. Unknown email, wrong password and "not a contributor here"
 * all fail the same way after the same argon2 work, so the answer reveals nothing.
 */
export async function login(
  ctx: ServiceContext,
  email: string,
  password: string,
  policy: SessionPolicy,
): Promise<LoginResult> {
  const account = await findAccountByEmail(ctx.db, email);
  const passwordOk = await verifyPassword(account?.password_hash, password);
  const role = account ? await findContributorRole(ctx.db, ctx.websiteId, account.id) : undefined;
  if (!account || !passwordOk || role === undefined) return { ok: false, reason: 'invalid-credentials' };
  return { ok: true, ...(await signInAs(ctx, account, role, policy)) };
}

export interface StartedSession {
  sessionId: string;
  expiresAt: number;
  me: MeResponse;
}

/** Starts a session for an account known to hold `role` here (after login, or accepting an invitation). */
export async function signInAs(
  ctx: ServiceContext,
  account: Pick<Account, 'id' | 'email' | 'display_name'>,
  role: ContributorRole,
  policy: SessionPolicy,
): Promise<StartedSession> {
  const session = await startSession(ctx.db, ctx.websiteId, account.id, policy);
  const me = await describe(ctx, {
    kind: 'owner',
    accountId: account.id,
    email: account.email,
    displayName: account.display_name,
    role,
    sessionIdHash: '',
    csrfToken: session.csrfToken,
  });
  return { sessionId: session.id, expiresAt: session.expiresAt, me };
}

export async function logout(ctx: ServiceContext, owner: OwnerActor): Promise<void> {
  await endSession(ctx.db, ctx.websiteId, owner.sessionIdHash);
}

/** Who is signed in, what they may do here, and the CSRF token their mutating calls must send. */
export async function describe(ctx: ServiceContext, owner: OwnerActor): Promise<MeResponse> {
  const website = await findWebsiteById(ctx.db, ctx.websiteId);
  return {
    account: { id: owner.accountId, email: owner.email, displayName: owner.displayName },
    website: { id: ctx.websiteId, title: website?.title ?? '', currency: website?.currency ?? 'USD' },
    role: owner.role,
    roleName: roleName(owner.role),
    permissions: permissionsOf(owner.role),
    csrfToken: owner.csrfToken,
  };
}
