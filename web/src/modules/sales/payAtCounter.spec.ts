import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { DocDetail } from '@jxc/services/contracts';
import { amountProblem, authCodeProblem, owedOf } from './payAtCounter';

const sale = (fields: Record<string, unknown>) => ({ totalAmount: 100, receiveAmount: 0, ...fields }) as unknown as DocDetail;

describe('what a sale still owes', () => {
  it("is the server's open amount, in cents, never below 0; nothing when it is hidden or not audited", () => {
    assert.equal(owedOf(sale({ openAmount: 12.345, receiveAmount: 10 })), 12.35);
    assert.equal(owedOf(sale({ openAmount: 0 })), 0);
    assert.equal(owedOf(sale({ openAmount: -5 })), 0);
    assert.equal(owedOf(sale({ openAmount: null })), 0);
    assert.equal(owedOf(sale({})), 0);
  });
});

describe('an amount taken or given back', () => {
  it('is a positive number of yuan with at most 2 decimals, up to the most', () => {
    assert.equal(amountProblem('收款金额', '49.90', 49.9), undefined);
    assert.equal(amountProblem('收款金额', ' 10 ', 49.9), undefined);
    assert.equal(amountProblem('收款金额', '', 49.9), '收款金额不能为空');
    assert.equal(amountProblem('收款金额', '十元', 49.9), '收款金额必须是数字');
    assert.equal(amountProblem('收款金额', '1.005', 49.9), '收款金额最多2位小数');
    assert.equal(amountProblem('收款金额', '0', 49.9), '收款金额必须大于0');
    assert.equal(amountProblem('退款金额', '49.91', 49.9), '退款金额不能超过49.90');
  });
});

describe("a customer's 付款码 as the scanner types it", () => {
  it('is 16 to 24 digits', () => {
    assert.equal(authCodeProblem('134567890123456789'), undefined, 'WeChat: 18 digits');
    assert.equal(authCodeProblem(' 2812345678901234 '), undefined, 'Alipay: 16 digits, spaces trimmed');
    assert.equal(authCodeProblem(''), '请扫描顾客的付款码');
    assert.equal(authCodeProblem('13456789012345'), '付款码应为16至24位数字，请重新扫描');
    assert.equal(authCodeProblem('13456789012345678a'), '付款码应为16至24位数字，请重新扫描');
  });
});
