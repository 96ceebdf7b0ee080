import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets (merchant keys, operators' second factors) are stored sealed (AES-256-GCM) under a key derived from the
 * server's own secret (annexKey) for each purpose alone, so the events, the read models and the logs never hold one in
 * the clear.
 */
export type SealingPurpose = 'jxc pay secret' | 'jxc operator totp';

const sealingKey = (serverKey: Buffer, purpose: SealingPurpose) => Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), purpose, 32));

export function sealSecret(serverKey: Buffer, secret: string, purpose: SealingPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverKey, purpose), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(serverKey: Buffer, sealed: string, purpose: SealingPurpose): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverKey, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** What is shown of a key: its last four characters, those of a PEM key's body rather than of its armour. */
export const secretHint = (secret: string) => `****${secret.replace(/-----[A-Z ]+-----|\s/g, '').slice(-4)}`;
