import crypto from 'node:crypto';
import type { AppConfig } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';

/** A cloud receipt printer service: what the shops' printers are registered with and receipts are sent through. */
export interface CloudPrintProvider {
  readonly key: string;
  readonly name: string;
  /** Binds a printer by its device number and key (on the device's label) to the account. */
  register(device: { deviceNo: string; deviceKey: string; name: string }): Promise<void>;
  remove(deviceNo: string): Promise<void>;
  /** Prints the receipt text (the provider's markup) `copies` times; answers the provider's order id. */
  print(deviceNo: string, content: string, copies: number): Promise<string>;
  /** 在线/离线 as the provider says. */
  status(deviceNo: string): Promise<string>;
}

export const PROVIDER_NAMES: Record<string, string> = { feie: '飞鹅云' };

const TIMEOUT_MS = 10_000;

/**
 * 飞鹅云's open API: every call a form POST with the account (user), the time (stime, seconds) and its signature
 * sha1(user + ukey + stime), the API name and its parameters; it answers { ret: 0, msg, data } or ret ≠ 0 with msg.
 */
export function feieProvider(account: NonNullable<AppConfig['feie']>): CloudPrintProvider {
  const name = PROVIDER_NAMES.feie;
  const refused = (msg: string) => new BusinessRuleError('CLOUD_PRINT_REFUSED', `${name}：${msg}`);
  async function call<T>(apiname: string, params: Record<string, string>): Promise<T> {
    const stime = String(Math.floor(Date.now() / 1000));
    const sig = crypto
      .createHash('sha1')
      .update(account.user + account.ukey + stime)
      .digest('hex');
    let body: { ret?: number; msg?: string; data?: T };
    try {
      const res = await fetch(account.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ user: account.user, stime, sig, apiname, ...params }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = (await res.json()) as typeof body;
    } catch {
      throw new BusinessRuleError('CLOUD_PRINT_UNREACHABLE', `无法连接${name}，请稍后再试`);
    }
    if (body.ret !== 0) throw refused(body.msg || '请求失败');
    return body.data as T;
  }
  return {
    key: 'feie',
    name,
    async register({ deviceNo, deviceKey, name: remark }) {
      const data = await call<{ ok?: string[]; no?: string[] }>('Open_printerAddlist', {
        printerContent: `${deviceNo}#${deviceKey}#${remark}`,
      });
      // A refused device comes back in `no` as "sn#key#remark（错误：…）".
      const no = data?.no?.[0];
      if (no) throw refused(/（(.+)）$/.exec(no)?.[1] ?? no);
    },
    async remove(deviceNo) {
      await call('Open_printerDelList', { snlist: deviceNo });
    },
    print: (deviceNo, content, copies) => call<string>('Open_printMsg', { sn: deviceNo, content, times: String(copies) }),
    status: (deviceNo) => call<string>('Open_queryPrinterStatus', { sn: deviceNo }),
  };
}

/** The providers this deployment has an account with. */
export const configuredProviders = (config: AppConfig): CloudPrintProvider[] => (config.feie ? [feieProvider(config.feie)] : []);
