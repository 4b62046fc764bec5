import { clearSignInFailures, countSignInFailures, type Executor, recordSignInFailure } from '@tessera/db';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per account (address typed) within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per network address within the window (shared offices get more room). */
export const MAX_FAILURES_PER_ADDRESS = 20;

function subjectsOf(email: string, ip: string) {
  return { account: `email:${email.trim().toLowerCase()}`, address: `ip:${ip}` };
}

/**
 * Whether sign-in is refused for this account or address right now. Counted by the address typed,
 * whether or not it has an account, so the refusal says nothing about which addresses exist.
 */
export async function isLockedOut(
  db: Executor,
  websiteId: string,
  email: string,
  ip: string,
  now: number,
): Promise<boolean> {
  const { account, address } = subjectsOf(email, ip);
  const since = now - LOCKOUT_WINDOW_MS;
  const [byAccount, byAddress] = await Promise.all([
    countSignInFailures(db, websiteId, account, since),
    countSignInFailures(db, websiteId, address, since),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

export async function noteFailure(db: Executor, websiteId: string, email: string, ip: string, now: number) {
  const { account, address } = subjectsOf(email, ip);
  await recordSignInFailure(db, websiteId, [account, address], now);
}

/** A correct password forgets the account's failures; the address's stay until they age out. */
export async function noteSuccess(db: Executor, websiteId: string, email: string): Promise<void> {
  await clearSignInFailures(db, websiteId, subjectsOf(email, '').account);
}
