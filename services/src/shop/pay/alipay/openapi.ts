import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import { BusinessRuleError } from '../../../shared/errors';
import type { PayAccount } from '../providers';

/** How long a call to 支付宝 may take before it counts as unreachable. */
const TIMEOUT_MS = 10_000;

/** An answer of the OpenAPI gateway (its `<method>_response` node): code 10000 is success, the rest say why not. */
export interface Answer {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

export const refused = (message: string) => new BusinessRuleError('PAY_REFUSED', `支付宝：${message}`);
export const unreachable = () => new BusinessRuleError('PAY_UNREACHABLE', '无法连接支付宝，请稍后再试');
/** 支付宝 refused a call for a business reason: its own words. */
export const refusal = (answer: Answer) =>
  refused(
    answer.sub_code === 'isv.invalid-signature'
      ? '验签出错，请检查应用私钥与开放平台上设置的应用公钥是否成对'
      : answer.sub_msg || answer.msg,
  );

/** Whether `answer` is 支付宝 saying there is no such trade (or refund). */
export const notExists = (answer: Answer) => answer.sub_code === 'ACQ.TRADE_NOT_EXIST';

const clients = new Map<string, AlipaySdk>();

/** A key as 支付宝's key tool shows it (bare base64, PKCS8 or PKCS1) or as PEM, read; undefined when it is none. */
function readKey(text: string, kind: 'private' | 'public'): KeyObject | undefined {
  const pem = text.includes('-----BEGIN');
  const der = pem ? undefined : Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const forms = pem
    ? [{ key: text.trim() }]
    : kind === 'private'
      ? [{ key: der, format: 'der', type: 'pkcs8' } as const, { key: der, format: 'der', type: 'pkcs1' } as const]
      : [{ key: der, format: 'der', type: 'spki' } as const, { key: der, format: 'der', type: 'pkcs1' } as const];
  for (const form of forms) {
    try {
      return kind === 'private' ? createPrivateKey(form as never) : createPublicKey(form as never);
    } catch {
      // the next form
    }
  }
  return undefined;
}

/** The SDK for an account's app and keys (public-key mode, RSA2), made once per app and key pair. */
export function clientFor(gateway: string, account: PayAccount): AlipaySdk {
  const { privateKey = '', alipayPublicKey = '' } = account.values;
  const id = createHash('sha256').update([gateway, account.appId, privateKey, alipayPublicKey].join('\n')).digest('hex');
  const known = clients.get(id);
  if (known) return known;
  const appKey = readKey(privateKey, 'private');
  if (!appKey) throw refused('应用私钥无法读取，请检查移动支付设置');
  const alipayKey = readKey(alipayPublicKey, 'public');
  if (!alipayKey) throw refused('支付宝公钥无法读取，请检查移动支付设置');
  const sdk = new AlipaySdk({
    appId: account.appId,
    privateKey: appKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: alipayKey.export({ type: 'spki', format: 'pem' }).toString(),
    signType: 'RSA2',
    gateway,
    timeout: TIMEOUT_MS,
    camelcase: false,
  });
  clients.set(id, sdk);
  return sdk;
}

/**
 * Calls a gateway method with its biz_content (and public parameters such as notify_url). The answer's signature is
 * checked with the 支付宝公钥: an answer that does not verify is refused, as is one that cannot be read.
 */
export async function call(
  sdk: AlipaySdk,
  method: string,
  bizContent: Record<string, unknown>,
  params: Record<string, string> = {},
): Promise<Answer> {
  try {
    return (await sdk.exec(method, { ...params, bizContent }, { validateSign: true })) as Answer;
  } catch (e) {
    if (e instanceof AlipayRequestError && (e.cause || e.message.startsWith('HTTP 请求错误'))) throw unreachable();
    if (e instanceof AlipayRequestError && e.message.startsWith('Response 格式错误')) throw refused('应答无法识别');
    throw refused('应答签名校验失败，请检查支付宝公钥');
  }
}

/** 支付宝's clock is China time, written "yyyy-MM-dd HH:mm:ss". */
export const chinaTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A China time of 支付宝's as an ISO 8601 instant with its offset (as 微信支付 writes them); now when absent. */
export const instant = (time: unknown) =>
  typeof time === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(time)
    ? `${time.replace(' ', 'T')}+08:00`
    : `${chinaTime(new Date()).replace(' ', 'T')}+08:00`;
