import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_LENGTH = 10;
const SIGNATURE_LENGTH = 12;

const base62 = (bytes: Buffer, length: number) => {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  for (let i = 0; i < length; i++, n /= 62n) out += ALPHABET[Number(n % 62n)];
  return out;
};

const signature = (secret: Buffer, key: string) =>
  base62(createHmac('sha256', secret).update(`statement:${key}`).digest(), SIGNATURE_LENGTH);

/**
 * A share link's code: a random key (about 59 bits) and its HMAC with the server's secret (about 71 bits), 22
 * characters of [0-9A-Za-z]. A code not signed by this server is refused before anything is looked up, so codes
 * cannot be enumerated, and knowing one link tells nothing of another.
 */
export const newStatementCode = (secret: Buffer) => {
  const key = base62(randomBytes(16), KEY_LENGTH);
  return key + signature(secret, key);
};

export function isSignedStatementCode(secret: Buffer, code: string): boolean {
  if (!/^[0-9A-Za-z]+$/.test(code) || code.length !== KEY_LENGTH + SIGNATURE_LENGTH) return false;
  const given = Buffer.from(code.slice(KEY_LENGTH));
  return timingSafeEqual(given, Buffer.from(signature(secret, code.slice(0, KEY_LENGTH))));
}

export const statementPath = (code: string) => `/s/${code}`;
