import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import type { SmsSettings } from '@jxc/infra';
import { endpointOf, SMS_TIMEOUT_MS, SmsMessage, SmsSender, smsFailed, smsUnreachable, templateOf } from './sms';

/** Aliyun 短信服务 (dysmsapi 2017-05-25 SendSms) through its official SDK: the template's variable is `code`. */
export function aliyunSms(settings: SmsSettings): SmsSender {
  const endpoint = endpointOf(settings);
  const client = new Dysmsapi(
    new Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      regionId: settings.region ?? 'cn-hangzhou',
      endpoint: endpoint?.host ?? 'dysmsapi.aliyuncs.com',
      protocol: endpoint?.protocol ?? 'https',
      connectTimeout: SMS_TIMEOUT_MS,
      readTimeout: SMS_TIMEOUT_MS,
    }) as ConstructorParameters<typeof Dysmsapi>[0],
  );
  return {
    async send(phone: string, code: string, purpose: SmsMessage) {
      let answer;
      try {
        answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: phone,
            signName: settings.signName,
            templateCode: templateOf(settings, purpose),
            templateParam: JSON.stringify({ code }),
            outId: purpose,
          }),
        );
      } catch (e) {
        const refused = e as { statusCode?: number; data?: { Message?: string }; message?: string };
        if (typeof refused.statusCode === 'number') throw smsFailed(refused.data?.Message ?? String(refused.message));
        throw smsUnreachable();
      }
      if (answer.body?.code !== 'OK') throw smsFailed(answer.body?.message ?? String(answer.body?.code));
    },
  };
}
