import assert from 'node:assert/strict';
import net from 'node:net';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { loadConfig, SmsSettings } from '@jxc/infra';
import { aliyunSmsServer, SmsStandIn, tencentSmsServer } from '../../testing/sms-server';
import { aliyunSms } from './aliyun-sms';
import { SmsSender } from './sms';
import { tencentSms } from './tencent-sms';

const settingsOf = (env: Record<string, string>) => loadConfig(env).sms!;

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const refusal = async (sending: Promise<void>) => {
  const e = (await sending.then(
    () => assert.fail('sent'),
    (err) => err,
  )) as { status: number; code: string; message: string };
  return [e.status, e.code, e.message];
};

describe.each([
  ['Aliyun 短信服务', aliyunSmsServer, aliyunSms],
  ['Tencent Cloud SMS', tencentSmsServer, tencentSms],
] as const)('%s through its official SDK against a stand-in', (_, standIn, adapter) => {
  let server: SmsStandIn;
  let settings: SmsSettings;
  let sender: SmsSender;
  beforeAll(async () => {
    server = await standIn();
    settings = settingsOf(server.env);
    sender = adapter(settings);
  });
  afterAll(() => server.close());

  test('sends the code as the template’s one parameter, tagged with its purpose', async () => {
    await sender.send('13800138000', '042917', 'reset');
    await sender.send('13900139000', '555001', 'register');
    assert.deepEqual(
      server.sent.map((m) => [m.phone, m.code, m.signName, m.tag]),
      [
        ['13800138000', '042917', '云进销存', 'reset'],
        ['13900139000', '555001', '云进销存', 'register'],
      ],
    );
  });

  test('a request signed with another secret is refused by the provider: SMS_FAILED, nothing sent', async () => {
    const before = server.sent.length;
    const forged = adapter({ ...settings, accessKeySecret: `${settings.accessKeySecret}x` });
    const [status, code, message] = await refusal(forged.send('13800138000', '123456', 'bind'));
    assert.deepEqual([status, code], [422, 'SMS_FAILED']);
    assert.match(String(message), /^短信发送失败：.*(signature|credentials)/i);
    assert.equal(server.sent.length, before);
  });

  test('an unknown template is refused with the provider’s message', async () => {
    const [status, code, message] = await refusal(adapter({ ...settings, template: '999' }).send('13800138000', '123456', 'bind'));
    assert.deepEqual([status, code], [422, 'SMS_FAILED']);
    assert.match(String(message), /^短信发送失败：.*模板/);
  });

  test('a message the provider will not deliver: SMS_FAILED with its words; the next goes', async () => {
    server.failNext('触发号码天级流控');
    assert.deepEqual(await refusal(sender.send('13700137000', '111111', 'reset')), [422, 'SMS_FAILED', '短信发送失败：触发号码天级流控']);
    await sender.send('13700137000', '222222', 'reset');
    assert.deepEqual(server.sent.at(-1)?.code, '222222');
  });

  test('a provider nobody answers for: SMS_UNREACHABLE', async () => {
    const gone = adapter({ ...settings, endpoint: `http://127.0.0.1:${await closedPort()}` });
    assert.deepEqual(await refusal(gone.send('13800138000', '123456', 'reset')), [
      422,
      'SMS_UNREACHABLE',
      '短信服务暂时无法连接，请稍后再试',
    ]);
  });
});
