import { getCommerceSecret, type Executor } from '@tessera/db';

// Secrets never change once stored, so each process keeps the ones it has read.
const secrets = new Map<string, string>();

/** The website's commerce secret (payment tokens, download links), read from the database once. */
export async function commerceSecret(db: Executor, websiteId: string): Promise<string> {
  const known = secrets.get(websiteId);
  if (known) return known;
  const secret = await getCommerceSecret(db, websiteId);
  secrets.set(websiteId, secret);
  return secret;
}
