import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { PayProviderSettings } from '@jxc/services/contracts';
import { fieldNamedIn, settingPayload, settingProblems, settingValues } from './settingForm';

const wechat = (saved: boolean): PayProviderSettings => ({
  key: 'wechat',
  name: '微信支付',
  channels: ['qr', 'wap', 'code'],
  fields: [
    { key: 'serialNo', label: '商户证书序列号', required: true, maxWidth: 64 },
    { key: 'apiV3Key', label: 'APIv3密钥', secret: true, required: true, maxWidth: 32 },
    { key: 'privateKey', label: '商户私钥', secret: true, multiline: true, required: true, maxWidth: 8000 },
    { key: 'remark', label: '备注', maxWidth: 20 },
  ],
  setting: saved
    ? {
        provider: 'wechat',
        providerName: '微信支付',
        merchantId: '1600000001',
        appId: 'wx0000000000000001',
        values: { serialNo: 'ABC123', remark: '' },
        secretHints: { apiV3Key: '****9c21', privateKey: '****KEY-' },
        accountId: 'acc-bank',
        accountName: '银行存款',
        enabled: true,
        updatedBy: '老板',
        updatedAt: '2026-11-28T12:00:00Z',
      }
    : null,
});

describe("a provider's merchant settings form", () => {
  it('starts from what is saved, the secrets empty (they are never read back)', () => {
    assert.deepEqual(settingValues(wechat(true)), {
      merchantId: '1600000001',
      appId: 'wx0000000000000001',
      accountId: 'acc-bank',
      enabled: '1',
      serialNo: 'ABC123',
      apiV3Key: '',
      privateKey: '',
      remark: '',
    });
    assert.equal(settingValues(wechat(false)).enabled, '0');
  });

  it('asks for every required field, the secrets too, on a first save', () => {
    assert.deepEqual(settingProblems(wechat(false), { ...settingValues(wechat(false)), merchantId: '1600000001' }), {
      appId: '应用ID不能为空',
      serialNo: '商户证书序列号不能为空',
      apiV3Key: 'APIv3密钥不能为空',
      privateKey: '商户私钥不能为空',
      accountId: '请选择结算账户',
    });
  });

  it('keeps a saved secret left empty: it is not asked for and not sent', () => {
    const p = wechat(true);
    const values = settingValues(p);
    assert.deepEqual(settingProblems(p, values), {});
    assert.deepEqual(settingPayload(p, values), {
      provider: 'wechat',
      merchantId: '1600000001',
      appId: 'wx0000000000000001',
      accountId: 'acc-bank',
      enabled: true,
      values: { serialNo: 'ABC123', remark: '' },
    });
  });

  it('sends a secret written again, trimmed, and checks its length', () => {
    const p = wechat(true);
    const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
    assert.deepEqual(settingPayload(p, { ...settingValues(p), privateKey: `\n${key}\n`, enabled: '0' }).values, {
      serialNo: 'ABC123',
      privateKey: key,
      remark: '',
    });
    assert.deepEqual(settingProblems(p, { ...settingValues(p), apiV3Key: 'x'.repeat(33), merchantId: '商户 1' }), {
      apiV3Key: 'APIv3密钥不能超过32个字符（汉字算2个）',
      merchantId: '商户号只能包含字母、数字、下划线和中划线',
    });
  });

  it('puts a server message under the field it names', () => {
    const p = wechat(true);
    assert.equal(fieldNamedIn(p, '商户私钥格式不正确，应为PEM格式的RSA私钥'), 'privateKey');
    assert.equal(fieldNamedIn(p, '应用ID与商户号不匹配'), 'appId');
    assert.equal(fieldNamedIn(p, '结算账户不存在或已停用'), 'accountId');
    assert.equal(fieldNamedIn(p, '保存失败'), undefined);
  });
});
