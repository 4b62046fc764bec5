import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the enum is ambient const, which verbatimModuleSyntax cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no stored hash (unknown email) it still runs a
 * full verification against a dummy hash, so a failure takes the same time either way.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('tessera-dummy-password-for-timing');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
