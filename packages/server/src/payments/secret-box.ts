import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Seals a provider's secrets with AES-256-GCM under the install's key (TESSERA_SECRETS_KEY). The
 * associated data names the website and provider, so a sealed value copied to another row does
 * not open. Text form: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function sealSecrets(
  key: Buffer,
  associated: string,
  secrets: Readonly<Record<string, string>>,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what `sealSecrets` sealed; undefined for another key, another row or a changed value. */
export function openSecrets(
  key: Buffer,
  associated: string,
  text: string,
): Record<string, string> | undefined {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associated));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** What the studio sees of a secret: that it is set, and its last 4 characters. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}
