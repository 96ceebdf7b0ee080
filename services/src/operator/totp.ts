import { Secret, TOTP } from 'otpauth';

/** The console's second factor: RFC 6238 codes (6 digits, 30 seconds), as every authenticator app reads them. */
const ISSUER = '进销存运营后台';
const PERIOD = 30;

const totpOf = (loginName: string, secret: string) =>
  new TOTP({ issuer: ISSUER, label: loginName, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app scans (or is typed from). */
export const totpUri = (loginName: string, secret: string) => totpOf(loginName, secret).toString();

/** The time step of `code` if it is the secret's code now or 30 seconds either side (clocks drift), else null. */
export function totpStep(loginName: string, secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(loginName, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
