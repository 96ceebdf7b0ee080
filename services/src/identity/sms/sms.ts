import type { SmsSettings } from '@jxc/infra';
import { BusinessRuleError } from '../../shared/errors';

/** What a verification code is for: registering by phone, 找回密码, binding a phone to one's account. */
export const SMS_PURPOSES = ['register', 'reset', 'bind'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** What a message carries: a verification code for a purpose, or a 对账单's link code (SMS_STATEMENT_TEMPLATE). */
export type SmsMessage = SmsPurpose | 'statement';

/**
 * Sends a verification code by text message, the code as the one parameter of the configured template (a statement's
 * link code with the statement template). A provider's refusal is SMS_FAILED with its message; a provider that does
 * not answer is SMS_UNREACHABLE.
 */
export abstract class SmsSender {
  abstract send(phone: string, code: string, purpose: SmsMessage): Promise<void>;
}

/** The template a message goes with. */
export const templateOf = (settings: SmsSettings, purpose: SmsMessage) =>
  purpose === 'statement' ? settings.statementTemplate! : settings.template;

export const smsFailed = (message: string) => new BusinessRuleError('SMS_FAILED', `短信发送失败：${message}`);
export const smsUnreachable = () => new BusinessRuleError('SMS_UNREACHABLE', '短信服务暂时无法连接，请稍后再试');

/** SMS_ENDPOINT as a host (the provider's regional one) or a URL (a stand-in over http): the host and the protocol. */
export function endpointOf(settings: SmsSettings): { host: string; protocol: 'http' | 'https' } | undefined {
  if (!settings.endpoint) return undefined;
  const m = /^(https?):\/\/([^/]+)\/?$/.exec(settings.endpoint);
  return m ? { protocol: m[1] as 'http' | 'https', host: m[2] } : { protocol: 'https', host: settings.endpoint.replace(/\/+$/, '') };
}

/** How long a provider is waited for before the code is given up as SMS_UNREACHABLE. */
export const SMS_TIMEOUT_MS = 10_000;

/** The provider SMS_PROVIDER names, or null when none is configured. */
export const SMS_SENDER = Symbol('SMS_SENDER');
