import { createHash } from 'node:crypto';
import type { PayAccount, PaymentAsk, PaymentProvider, PaySettingField, TradeState } from '../providers';
import { callWechat, downloadFromWechat, merchantSignature, nonceStr, refused, succeeded } from './apiv3';
import { readNotification } from './notification';
import { readTradeBill } from './trade-bill';
import { chinaTime, refundState, toFen, tradeState, type WechatRefund, type WechatTransaction } from './trade';

/** H5 支付's scene for a phone browser (h5_info.type). */
const H5_SCENE = 'Wap';

/** The merchant settings APIv3 needs, named as 微信支付商户平台 names them. */
const FIELDS: PaySettingField[] = [
  {
    key: 'privateKey',
    label: '商户API私钥',
    secret: true,
    multiline: true,
    required: true,
    maxWidth: 4000,
    placeholder: 'apiclient_key.pem 的全部内容（-----BEGIN PRIVATE KEY----- …）',
  },
  { key: 'certSerialNo', label: '商户API证书序列号', required: true, maxWidth: 40 },
  { key: 'apiV3Key', label: 'APIv3密钥', secret: true, required: true, maxWidth: 32, placeholder: '32位' },
  { key: 'platformPublicKeyId', label: '微信支付公钥ID', required: true, maxWidth: 64, placeholder: 'PUB_KEY_ID_…' },
  {
    key: 'platformPublicKey',
    label: '微信支付公钥',
    multiline: true,
    required: true,
    maxWidth: 1000,
    placeholder: 'pub_key.pem 的全部内容（-----BEGIN PUBLIC KEY----- …）',
  },
  { key: 'storeId', label: '门店编号', maxWidth: 32, placeholder: '付款码支付上报的商户侧门店编号，不填则用商户号' },
];

const orderPath = (payOrderId: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(payOrderId)}`;

/** What every 下单 asks: who sells, what, for how much, until when, and where to tell the result. */
const order = (account: PayAccount, ask: PaymentAsk) => ({
  appid: account.appId,
  mchid: account.merchantId,
  description: ask.subject,
  out_trade_no: ask.payOrderId,
  time_expire: chinaTime(ask.expiresAt),
  notify_url: ask.notifyUrl,
  amount: { total: toFen(ask.amount), currency: 'CNY' },
});

/** 微信支付 (WeChat Pay) on its APIv3 at `gateway` (https://api.mch.weixin.qq.com, or a stand-in's address). */
export function wechatPay(gateway: string): PaymentProvider {
  const call = <T>(account: PayAccount, method: 'GET' | 'POST', path: string, payload?: object) =>
    callWechat<T>(gateway, account, method, path, payload);

  async function query(account: PayAccount, payOrderId: string): Promise<TradeState> {
    const answer = await call<WechatTransaction>(account, 'GET', `${orderPath(payOrderId)}?mchid=${account.merchantId}`);
    if (answer.status === 404 && answer.data.code === 'ORDER_NOT_EXIST') return { state: 'closed' };
    return tradeState(succeeded(answer));
  }

  return {
    key: 'wechat',
    name: '微信支付',
    fields: FIELDS,
    channels: ['qr', 'jsapi', 'wap', 'code'],

    async start(account, channel, ask) {
      if (channel === 'qr') {
        const { code_url } = succeeded(
          await call<{ code_url: string }>(account, 'POST', '/v3/pay/transactions/native', order(account, ask)),
        );
        return { channel, codeUrl: code_url };
      }
      if (channel === 'wap') {
        const scene_info = { payer_client_ip: ask.clientIp, h5_info: { type: H5_SCENE } };
        const { h5_url } = succeeded(
          await call<{ h5_url: string }>(account, 'POST', '/v3/pay/transactions/h5', { ...order(account, ask), scene_info }),
        );
        const redirect = ask.returnUrl ? `&redirect_url=${encodeURIComponent(ask.returnUrl)}` : '';
        return { channel, payUrl: h5_url + redirect };
      }
      const payer = { openid: ask.openId };
      const { prepay_id } = succeeded(
        await call<{ prepay_id: string }>(account, 'POST', '/v3/pay/transactions/jsapi', { ...order(account, ask), payer }),
      );
      // What the page hands to WeixinJSBridge's getBrandWCPayRequest, signed by the merchant.
      const timeStamp = String(Math.floor(Date.now() / 1000));
      const nonce = nonceStr();
      const pkg = `prepay_id=${prepay_id}`;
      const paySign = merchantSignature(account, `${account.appId}\n${timeStamp}\n${nonce}\n${pkg}\n`);
      return {
        channel,
        params: { appId: account.appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign },
      };
    },

    async codePay(account, ask) {
      const answer = await call<WechatTransaction>(account, 'POST', '/v3/pay/transactions/codepay', {
        appid: account.appId,
        mchid: account.merchantId,
        description: ask.subject,
        out_trade_no: ask.payOrderId,
        payer: { auth_code: ask.authCode },
        amount: { total: toFen(ask.amount), currency: 'CNY' },
        scene_info: { device_ip: ask.clientIp, store_info: { out_id: account.values.storeId || account.merchantId } },
      });
      const { status, data } = answer;
      if (data.code === 'USERPAYING') return { state: 'waiting' };
      // The outcome is unknown after a system or bank error: only the order's state tells.
      if (data.code === 'SYSTEM_ERROR' || data.code === 'BANK_ERROR') return query(account, ask.payOrderId);
      if (status >= 400 && status < 500 && status !== 401) return { state: 'failed', reason: data.message || `错误 ${data.code}` };
      return tradeState(succeeded(answer));
    },

    query,

    async close(account, payOrderId, channel) {
      const action = channel === 'code' ? 'reverse' : 'close';
      const body = channel === 'code' ? { appid: account.appId, mchid: account.merchantId } : { mchid: account.merchantId };
      succeeded(await call(account, 'POST', `${orderPath(payOrderId)}/${action}`, body));
    },

    async refund(account, ask) {
      const answer = await call<WechatRefund>(account, 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: ask.payOrderId,
        out_refund_no: ask.refundId,
        reason: ask.reason || undefined,
        notify_url: ask.notifyUrl,
        amount: { refund: toFen(ask.amount), total: toFen(ask.total), currency: 'CNY' },
      });
      return refundState(succeeded(answer));
    },

    async queryRefund(account, _payOrderId, refundId) {
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`;
      return refundState(succeeded(await call<WechatRefund>(account, 'GET', path)));
    },

    notification: readNotification,

    notifyAnswer: (ok) =>
      ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' },

    async bill(account, day) {
      const answer = await call<{ download_url: string; hash_type: string; hash_value: string }>(
        account,
        'GET',
        `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`,
      );
      // No trade that day: WeChat makes no bill.
      if (answer.data.code === 'NO_STATEMENT_EXIST') return [];
      const { download_url, hash_type, hash_value } = succeeded(answer);
      const file = await downloadFromWechat(gateway, account, download_url);
      const hash = createHash('sha1').update(file).digest('hex');
      if (hash_type !== 'SHA1' || hash !== hash_value.toLowerCase()) throw refused('账单文件校验失败');
      return readTradeBill(file.toString('utf8'));
    },
  };
}
