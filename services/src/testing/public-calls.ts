import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { TestApp } from './test-app';

/** A captcha as a person would solve it (Common/GetImageCheckCode): its answer read where the server keeps it. */
export async function solvedCaptcha(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.call('Common/GetImageCheckCode', {}, { headers });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { captchaId } = res.body.returnData;
  const { rows } = await app.infra.pool.query('select answer from captchas where captcha_id = $1', [captchaId]);
  return { captchaId: captchaId as string, captchaCode: rows[0].answer as string };
}

/**
 * The account's current password-reset code. It is stored only as a hash: found by trying the hash of every 6-digit
 * code, yielding now and then so that the server in this process keeps serving its sockets (a long block let a
 * keep-alive socket expire under the client's next request).
 */
export async function currentLicenseCode(app: TestApp, loginName: string): Promise<string> {
  const { rows } = await app.infra.pool.query('select code_hash from license_codes where login_name = lower($1)', [loginName]);
  for (let i = 0; i < 1_000_000; i++) {
    if (i % 20_000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const c = String(i).padStart(6, '0');
    if (createHash('sha256').update(c).digest('hex') === rows[0].code_hash) return c;
  }
  throw new Error('code not found');
}
