import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { SmsSettings } from '@jxc/infra';
import { endpointOf, SMS_TIMEOUT_MS, SmsMessage, SmsSender, smsFailed, smsUnreachable, templateOf } from './sms';

/** Tencent Cloud SMS (API 2021-01-11 SendSms) through its official SDK: the template's one parameter is the code. */
export function tencentSms(settings: SmsSettings): SmsSender {
  const endpoint = endpointOf(settings);
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.accessKeyId, secretKey: settings.accessKeySecret },
    region: settings.region ?? 'ap-guangzhou',
    profile: {
      httpProfile: {
        ...(endpoint ? { endpoint: endpoint.host, protocol: `${endpoint.protocol}://` } : {}),
        reqTimeout: SMS_TIMEOUT_MS / 1000,
      },
    },
  });
  return {
    async send(phone: string, code: string, purpose: SmsMessage) {
      let answer;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: settings.sdkAppId!,
          SignName: settings.signName,
          TemplateId: templateOf(settings, purpose),
          TemplateParamSet: [code],
          SessionContext: purpose,
        });
      } catch (e) {
        // The SDK gives an error the provider answered its code; one it never got an answer for has none.
        const refused = e as { code?: string; httpCode?: number; message?: string };
        if (refused.code || refused.httpCode) throw smsFailed(String(refused.message));
        throw smsUnreachable();
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw smsFailed(status?.Message ?? '服务商未返回发送结果');
    },
  };
}
