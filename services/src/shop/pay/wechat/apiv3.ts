import { createSign, createVerify, randomBytes } from 'node:crypto';
import { BusinessRuleError } from '../../../shared/errors';
import type { PayAccount } from '../providers';

/** How long a call to 微信支付 may take before it counts as unreachable. */
const TIMEOUT_MS = 10_000;

export const refused = (message: string) => new BusinessRuleError('PAY_REFUSED', `微信支付：${message}`);
const unreachable = () => new BusinessRuleError('PAY_UNREACHABLE', '无法连接微信支付，请稍后再试');
const unverifiable = () => new BusinessRuleError('PAY_REFUSED', '微信支付应答签名校验失败');

/** A random string for a signature's nonce. */
export const nonceStr = () => randomBytes(16).toString('hex').toUpperCase();

/** APIv3's signature: SHA256 with RSA by the merchant's API private key (apiclient_key.pem), base64. */
export function merchantSignature(account: PayAccount, message: string): string {
  try {
    return createSign('RSA-SHA256').update(message).sign(account.values.privateKey, 'base64');
  } catch {
    throw refused('商户API私钥无法读取，请检查移动支付设置');
  }
}

/** A header of a request or answer, whatever the case its name came in. */
export const headerOf = (headers: Record<string, string | undefined>, name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];

/**
 * Whether 微信支付 signed `body` (an answer or a notification): its Wechatpay-* headers carry a timestamp, a nonce and
 * the signature over them with the 微信支付公钥 named by its ID (the serial).
 */
export function signedByWechat(account: PayAccount, headers: Record<string, string | undefined>, body: string): boolean {
  const header = (name: string) => headerOf(headers, name);
  const timestamp = header('wechatpay-timestamp');
  const nonce = header('wechatpay-nonce');
  const signature = header('wechatpay-signature');
  if (!timestamp || !nonce || !signature || header('wechatpay-serial') !== account.values.platformPublicKeyId) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(account.values.platformPublicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The Authorization header of a call: who calls (mchid, certificate serial) and the signature over the request. */
function authorization(account: PayAccount, method: string, pathWithQuery: string, body: string): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = nonceStr();
  const signature = merchantSignature(account, `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`);
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${account.merchantId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${account.values.certSerialNo}"`
  );
}

async function send(account: PayAccount, method: 'GET' | 'POST', url: URL, payload?: object): Promise<Response> {
  const body = payload ? JSON.stringify(payload) : '';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': 'jxc-wechatpay-apiv3',
    Authorization: authorization(account, method, url.pathname + url.search, body),
  };
  if (payload) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, { method, headers, body: payload ? body : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unreachable();
  }
}

async function read(res: Response): Promise<Buffer> {
  try {
    return Buffer.from(await res.arrayBuffer());
  } catch {
    throw unreachable();
  }
}

/** 微信支付's answer, its signature checked: the HTTP status and the JSON body (empty for 204). */
export interface WechatAnswer<T> {
  status: number;
  data: T & { code?: string; message?: string };
}

/** Calls APIv3 at `gateway` as the account's merchant; an answer 微信支付 did not sign is refused. */
export async function callWechat<T>(
  gateway: string,
  account: PayAccount,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  payload?: object,
): Promise<WechatAnswer<T>> {
  const res = await send(account, method, new URL(gateway + pathWithQuery), payload);
  const text = (await read(res)).toString('utf8');
  if (!signedByWechat(account, Object.fromEntries(res.headers), text)) throw unverifiable();
  try {
    return { status: res.status, data: text ? JSON.parse(text) : {} };
  } catch {
    throw unverifiable();
  }
}

/** The answer's data when it succeeded; otherwise 微信支付's own message as a refusal. */
export function succeeded<T>(answer: WechatAnswer<T>): T {
  if (answer.status >= 200 && answer.status < 300) return answer.data;
  throw refused(answer.data.message || `错误 ${answer.data.code ?? answer.status}`);
}

/**
 * Downloads a file APIv3 handed out (a bill): signed like any call, but the file itself comes unsigned — its hash,
 * given in the signed answer that named it, is what vouches for it. Only from the gateway's own host.
 */
export async function downloadFromWechat(gateway: string, account: PayAccount, downloadUrl: string): Promise<Buffer> {
  const url = new URL(downloadUrl);
  if (url.origin !== new URL(gateway).origin) throw refused('账单下载地址不在微信支付的域名下');
  const res = await send(account, 'GET', url);
  const file = await read(res);
  if (!res.ok) throw refused(`账单下载失败（${res.status}）`);
  return file;
}
