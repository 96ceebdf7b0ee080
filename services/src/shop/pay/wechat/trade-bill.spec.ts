import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { readTradeBill } from './trade-bill';
import { chinaTime, toFen, toYuan } from './trade';

// A 交易账单 (bill_type ALL) as 微信支付 writes it: a BOM, CRLF, every value behind a backtick, a summary at the end.
const BILL = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-27 10:01:02,`wx8888888888888888,`1900000109,`0,`,`4200002026112700001,`P001,`o-a,`NATIVE,`SUCCESS,`CMB_DEBIT,`CNY,`20.00,`5.50,`0,`0,`0.00,`0.00,`,`,`鞋,袜,`,`0.12000,`0.60%,`25.50,`0.00,`',
  '`2026-11-27 11:00:00,`wx8888888888888888,`1900000109,`0,`,`4200002026112700002,`P002,`o-b,`MICROPAY,`REVOKED,`OTHERS,`CNY,`0.00,`0.00,`0,`0,`0.00,`0.00,`,`,`帽,`,`0.00000,`0.60%,`9.00,`0.00,`',
  '`2026-11-27 15:30:00,`wx8888888888888888,`1900000109,`0,`,`4200002026112600009,`P000,`o-c,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50302026112700001,`R000,`2.50,`0.50,`ORIGINAL,`SUCCESS,`衣,`,`-0.02000,`0.60%,`0.00,`3.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`3,`20.00,`2.50,`0.50,`0.10000,`34.50,`3.00',
  '',
].join('\r\n');

test('a bill: payments and refunds at the amounts asked (before coupons), by our ids and WeChat’s; others left out', () => {
  assert.deepEqual(readTradeBill(BILL), [
    { kind: 'pay', payOrderId: 'P001', tradeNo: '4200002026112700001', amount: '25.50', at: '2026-11-27T10:01:02+08:00' },
    {
      kind: 'refund',
      payOrderId: 'P000',
      refundId: 'R000',
      tradeNo: '50302026112700001',
      amount: '3.00',
      at: '2026-11-27T15:30:00+08:00',
    },
  ]);
});

test('money and time as APIv3 writes them', () => {
  assert.equal(toFen('25.50'), 2550);
  assert.equal(toFen('0.01'), 1);
  assert.equal(toFen('19.99'), 1999);
  assert.equal(toYuan(2550), '25.50');
  assert.equal(toYuan(1), '0.01');
  assert.equal(chinaTime(new Date('2026-11-28T16:30:05.123Z')), '2026-11-29T00:30:05+08:00');
});
