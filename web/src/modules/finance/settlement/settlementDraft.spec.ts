import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { CUSTOM_RECEIVE } from './kinds';
import { emptySettlement, settlementProblems, toSettlementInput } from './settlementDraft';

const form = { ...emptySettlement('2026-11-22'), partnerId: 'c1', partnerName: '张三', accountId: 'a1', amount: '80' };

test('a receipt needs its customer, account, date and a positive amount in cents', () => {
  assert.deepEqual(settlementProblems(CUSTOM_RECEIVE, form), {});
  assert.deepEqual(settlementProblems(CUSTOM_RECEIVE, emptySettlement('')), {
    partnerId: '请选择客户',
    accountId: '请选择结算账户',
    billDate: '请选择单据日期',
    amount: '收款金额必须是数字',
  });
  assert.equal(settlementProblems(CUSTOM_RECEIVE, { ...form, amount: '0' }).amount, '收款金额必须大于0');
  assert.equal(settlementProblems(CUSTOM_RECEIVE, { ...form, amount: '1.005' }).amount, '收款金额最多两位小数');
});

test('the payload names the customer and the sales written off', () => {
  assert.deepEqual(toSettlementInput(CUSTOM_RECEIVE, { ...form, remark: ' 现结 ' }, { s1: '50', s2: '' }, true), {
    customId: 'c1',
    accountId: 'a1',
    billDate: '2026-11-22',
    amount: 80,
    hxList: [{ saleId: 's1', amount: 50 }],
    remark: '现结',
    audit: true,
  });
  assert.deepEqual(toSettlementInput(CUSTOM_RECEIVE, form, {}, false), {
    customId: 'c1',
    accountId: 'a1',
    billDate: '2026-11-22',
    amount: 80,
  });
});
