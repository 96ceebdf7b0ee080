import { ValidationError } from '../../shared/errors';
import { eventNames } from '../../shared/es/event-names';
import { sameValue } from '../../shared/patch';

/** 移动支付's merchant accounts, one stream per company holding one account per provider (both may be enabled). */
export const paySettingStream = (companyId: string) => `PaySetting-${companyId}`;

/** A setting: 系统重置 keeps the merchant accounts. */
export const PAY_SETTING_KEPT_ON_RESET = ['PaySetting'];

/** A provider's merchant account as saved. Its secret fields are sealed together (secret.ts); only their hints are ever shown. */
export interface PaySetting {
  provider: string;
  merchantId: string;
  appId: string;
  /** The provider's plain fields by key. */
  values: Record<string, string>;
  /** The secret fields, a JSON object by key, sealed ('' when the provider has none). */
  sealed: string;
  /** Each secret field's last four characters behind asterisks, by key. */
  secretHints: Record<string, string>;
  /** 结算账户: the receipts of its payments go into it. */
  accountId: string;
  enabled: boolean;
}

export type PaySettingEvent = { type: 'Saved'; data: PaySetting };

export const PAY_SETTING_EVENTS = eventNames('PaySetting', ['Saved'] as const);

export interface PaySettingState {
  settings: Record<string, PaySetting>;
}

export const noPaySetting: PaySettingState = { settings: {} };

/** An account saved before providers had fields and a 结算账户 reads as one with none. */
export function evolvePaySetting(s: PaySettingState, e: PaySettingEvent): PaySettingState {
  const saved: Partial<PaySetting> = e.data;
  const setting = {
    ...e.data,
    values: saved.values ?? {},
    sealed: saved.sealed ?? '',
    secretHints: saved.secretHints ?? {},
    accountId: saved.accountId ?? '',
  };
  return { settings: { ...s.settings, [e.data.provider]: setting } };
}

/** What a provider's secret fields are called, and whether each must be there. */
export interface SecretField {
  key: string;
  label: string;
  required?: boolean;
}

/**
 * A provider's account is saved whole. Its required secrets must all be there (a secret left out keeps the one saved,
 * so a first account needs them entered); saving what is already there records nothing.
 */
export function decidePaySetting(s: PaySettingState, setting: PaySetting, secrets: readonly SecretField[]): PaySettingEvent[] {
  const missing = secrets.find((f) => f.required && !setting.secretHints[f.key]);
  if (missing) throw new ValidationError(`${missing.label}不能为空`, missing.key);
  return sameValue(setting, s.settings[setting.provider]) ? [] : [{ type: 'Saved', data: setting }];
}
