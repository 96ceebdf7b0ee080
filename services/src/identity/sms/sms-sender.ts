import type { AppConfig } from '@jxc/infra';
import { aliyunSms } from './aliyun-sms';
import type { SmsSender } from './sms';
import { tencentSms } from './tencent-sms';

/** The sender of the configured provider (SMS_PROVIDER), or null: none configured. */
export const smsSenderFor = (config: AppConfig): SmsSender | null =>
  !config.sms ? null : config.sms.provider === 'aliyun' ? aliyunSms(config.sms) : tencentSms(config.sms);
