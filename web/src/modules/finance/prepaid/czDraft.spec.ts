import { describe, expect, test } from '@jest/globals';
import type { CzDetail } from './api';
import { czCredit, czFormOf, czProblems, emptyCz, hasProblems, returnProblems, toCzInput, toReturnInput } from './czDraft';
import { DEPOSIT, STORE_VALUE } from './kinds';

describe('预存款 / 押金 form', () => {
  test('asks for the customer, the account and an amount above zero; a gift may be zero, two decimals at most', () => {
    const p = czProblems(STORE_VALUE, { ...emptyCz('2026-11-23'), amount: '0', giftAmount: '1.234' });
    expect(p).toEqual({
      customId: '请选择客户',
      accountId: '请选择结算账户',
      billDate: undefined,
      amount: '金额必须大于0',
      giftAmount: '赠送金额最多两位小数',
    });
    expect(czProblems(STORE_VALUE, { ...emptyCz('2026-11-23'), customId: 'c', accountId: 'a', amount: '100', giftAmount: '0' })).toEqual(
      {},
    );
  });

  test('a top-up credits the amount with its gift; a deposit has no gift and sends none', () => {
    const f = { ...emptyCz('2026-11-23'), customId: 'c', accountId: 'a', amount: '1000', giftAmount: '100', remark: ' 办卡 ' };
    expect(hasProblems(czProblems(DEPOSIT, f))).toBe(false);
    expect(czCredit(STORE_VALUE, f)).toBe(1100);
    expect(czCredit(DEPOSIT, f)).toBe(1000);
    expect(toCzInput(STORE_VALUE, f, true)).toEqual({
      czType: 'storeValue',
      customId: 'c',
      accountId: 'a',
      billDate: '2026-11-23',
      amount: 1000,
      giftAmount: 100,
      remark: '办卡',
      audit: true,
    });
    expect(toCzInput(DEPOSIT, f, false)).toEqual({
      czType: 'deposit',
      customId: 'c',
      accountId: 'a',
      billDate: '2026-11-23',
      amount: 1000,
      remark: '办卡',
    });
  });

  test('a draft fills the form it is changed on; an emptied gift or remark is sent as none', () => {
    const draft = {
      czId: 'z',
      czType: 'storeValue',
      billNo: 'CZ1',
      status: 'draft',
      customId: 'c',
      customName: '张三',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: 500,
      giftAmount: 50,
      remark: '办卡',
    } as unknown as CzDetail;
    const filled = czFormOf(draft);
    expect(filled).toEqual({
      customId: 'c',
      customName: '张三',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: '500',
      giftAmount: '50',
      remark: '办卡',
    });
    expect(czCredit(STORE_VALUE, filled)).toBe(550);
    expect(czFormOf({ ...draft, giftAmount: 0 }).giftAmount).toBe('');
    expect(toCzInput(STORE_VALUE, { ...filled, giftAmount: '', remark: '' }, false)).toEqual({
      czType: 'storeValue',
      customId: 'c',
      accountId: 'a',
      billDate: '2026-11-20',
      amount: 500,
      giftAmount: 0,
      remark: '',
    });
  });

  test('a deposit returns no more than it still holds, out of an account', () => {
    expect(returnProblems({ amount: '200.01', accountId: '', billDate: '2026-12-01', remark: '' }, 200)).toEqual({
      amount: '退还金额不能大于未退还的200',
      accountId: '请选择退还账户',
    });
    expect(hasProblems(returnProblems({ amount: '200', accountId: 'a', billDate: '2026-12-01', remark: '' }, 200))).toBe(false);
    expect(toReturnInput({ amount: '50', accountId: 'a', billDate: '2026-12-01', remark: '' })).toEqual({
      amount: 50,
      accountId: 'a',
      billDate: '2026-12-01',
    });
  });
});
