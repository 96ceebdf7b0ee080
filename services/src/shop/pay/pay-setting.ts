import { ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import { sameValue } from '../../shared/patch';

/** 移动支付's account, one stream per company. The key is kept sealed (secret.ts); only its hint is ever shown. */
export const paySettingStream = (companyId: string) => `PaySetting-${companyId}`;

/** A setting: 系统重置 keeps the merchant account. */
export const PAY_SETTING_KEPT_ON_RESET = ['PaySetting'];

export interface PaySetting {
  provider: string;
  merchantId: string;
  appId: string;
  sealedSecret: string;
  /** The key's last four characters behind asterisks: what the settings screen shows of it. */
  secretHint: string;
  enabled: boolean;
}

export type PaySettingEvent = { type: 'Saved'; data: PaySetting };

export const PAY_SETTING_EVENTS = eventNames('PaySetting', ['Saved'] as const);

export interface PaySettingState {
  setting: PaySetting | null;
}

export const noPaySetting: PaySettingState = { setting: null };

export const evolvePaySetting = (_: PaySettingState, e: PaySettingEvent): PaySettingState => ({ setting: e.data });

/** What the settings screen sends: the key only when it is (re)entered. */
export interface PaySettingInput {
  provider: string;
  merchantId: string;
  appId: string;
  secret?: { sealed: string; hint: string };
  enabled: boolean;
}

/**
 * The account is saved whole; its key may be left out to keep the one saved, but not for a first account or another
 * provider (a key belongs to its provider's merchant account). Saving what is already there records nothing.
 */
export function decidePaySetting(s: PaySettingState, input: PaySettingInput): PaySettingEvent[] {
  const keep = s.setting && s.setting.provider === input.provider ? s.setting : undefined;
  if (!input.secret && !keep) throw new ValidationError('商户密钥不能为空', '商户密钥');
  const setting: PaySetting = {
    provider: input.provider,
    merchantId: input.merchantId,
    appId: input.appId,
    sealedSecret: input.secret?.sealed ?? keep!.sealedSecret,
    secretHint: input.secret?.hint ?? keep!.secretHint,
    enabled: input.enabled,
  };
  return sameValue(setting, s.setting) ? [] : [{ type: 'Saved', data: setting }];
}
