import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Merchant keys are stored sealed (AES-256-GCM) under a key derived from the server's own secret for this purpose
 * alone, so the events, the read model and the 操作日志 never hold one in the clear.
 */
const sealingKey = (serverKey: Buffer) => Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'jxc pay secret', 32));

export function sealSecret(serverKey: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(serverKey: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** What is shown of a key: its last four characters, those of a PEM key's body rather than of its armour. */
export const secretHint = (secret: string) => `****${secret.replace(/-----[A-Z ]+-----|\s/g, '').slice(-4)}`;
