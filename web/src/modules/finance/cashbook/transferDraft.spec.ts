import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { TransferDetail } from '../api';
import { emptyTransfer, outTotal, toTransferInput, transferFormOf, transferProblems } from './transferDraft';

const form = { ...emptyTransfer('2026-11-23'), outAccountId: 'bank', inAccountId: 'cash', amount: '300' };

test('a transfer needs two different accounts, a date, a positive amount and a fee of at least 0', () => {
  assert.deepEqual(transferProblems(form), {});
  assert.deepEqual(transferProblems(emptyTransfer('')), {
    outAccountId: '请选择转出账户',
    inAccountId: '请选择转入账户',
    billDate: '请选择单据日期',
    amount: '转账金额必须是数字',
  });
  assert.equal(transferProblems({ ...form, inAccountId: 'bank' }).inAccountId, '转入账户不能与转出账户相同');
  assert.equal(transferProblems({ ...form, amount: '0' }).amount, '转账金额必须大于0');
  assert.equal(transferProblems({ ...form, fee: '0' }).fee, undefined);
  assert.equal(transferProblems({ ...form, fee: '-1' }).fee, '手续费不能小于0');
  assert.equal(transferProblems({ ...form, fee: '1.005' }).fee, '手续费最多两位小数');
});

test('the out account gives up the amount and the fee; the payload sends every field, an empty fee as 0 and an empty remark as empty', () => {
  assert.equal(outTotal({ ...form, fee: '2.5' }), 302.5);
  assert.deepEqual(toTransferInput({ ...form, fee: '2.5', remark: ' 备用金 ' }, true), {
    outAccountId: 'bank',
    inAccountId: 'cash',
    billDate: '2026-11-23',
    amount: 300,
    fee: 2.5,
    remark: '备用金',
    audit: true,
  });
  assert.deepEqual(toTransferInput(form, false), {
    outAccountId: 'bank',
    inAccountId: 'cash',
    billDate: '2026-11-23',
    amount: 300,
    fee: 0,
    remark: '',
  });
});

test('a draft fills the form it is changed on, and is sent back as it was', () => {
  const draft = {
    transId: 't',
    billNo: 'ZK1',
    status: 'draft',
    outAccountId: 'bank',
    inAccountId: 'cash',
    billDate: '2026-11-20',
    amount: 300.5,
    fee: 0,
    remark: '备用金',
  } as unknown as TransferDetail;
  const filled = transferFormOf(draft);
  assert.deepEqual(filled, {
    outAccountId: 'bank',
    inAccountId: 'cash',
    billDate: '2026-11-20',
    amount: '300.5',
    fee: '',
    remark: '备用金',
  });
  assert.deepEqual(transferProblems(filled), {});
  assert.deepEqual(toTransferInput(filled, false), {
    outAccountId: 'bank',
    inAccountId: 'cash',
    billDate: '2026-11-20',
    amount: 300.5,
    fee: 0,
    remark: '备用金',
  });
  assert.equal(transferFormOf({ ...draft, fee: 2.5 }).fee, '2.5');
});
