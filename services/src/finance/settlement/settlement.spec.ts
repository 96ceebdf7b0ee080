import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { LIFECYCLE_STEPS } from '../../contracts';
import { cashDocHistory } from '../cash-document/cash-document';
import { SUPPLIER_PAY } from './settlement-kinds';
import { decideSettlement, evolveSettlement, initialSettlement, SettlementEvent, SettlementSaved } from './settlement';

const receipt = decideSettlement('收款单');
const given = decider(evolveSettlement, initialSettlement);
const doc = (over: Partial<SettlementSaved> = {}): SettlementSaved => ({
  docId: 'r1',
  billNo: 'SK202611230001',
  billDate: '2026-11-23',
  partnerId: 'c1',
  accountId: 'a1',
  amount: '100',
  hx: [{ docId: 's1', amount: '60' }],
  remark: '',
  ...over,
});
const saved: SettlementEvent = { type: 'Saved', data: doc() };
const posting = { billNo: 'SK202611230001', billDate: '2026-11-23', partnerId: 'c1', accountId: 'a1', amount: '100' };
const audited: SettlementEvent = { type: 'Posted', data: { ...posting, hx: [{ docId: 's1', amount: '60' }] } };

test('a draft is saved again under its first bill number; an audited one cannot be changed', () => {
  given(saved)
    .when((s) => receipt.save(s, doc({ billNo: '', amount: '120' })))
    .then([{ type: 'Saved', data: doc({ amount: '120' }) }]);
  given(saved, audited)
    .when((s) => receipt.save(s, doc()))
    .refused('BAD_STATUS', /收款单已审核，不能修改/);
});

test('an audit posts the amount and its write-offs; a write-back takes back those made later too', () => {
  given(saved).when(receipt.audit).then([audited]);
  given(saved, audited, { type: 'HxAppended', data: { hx: [{ docId: 's2', amount: '30' }] } })
    .when(receipt.writeBack)
    .then([
      {
        type: 'Reversed',
        data: {
          ...posting,
          hx: [
            { docId: 's1', amount: '60' },
            { docId: 's2', amount: '30' },
          ],
        },
      },
    ]);
  given(saved)
    .when(receipt.writeBack)
    .refused('BAD_STATUS', /收款单是草稿，不能红冲/);
});

test('a later write-off takes at most what the receipt has not yet tied to a document', () => {
  given(saved, audited)
    .when((s) => receipt.appendHx(s, [{ docId: 's2', amount: '40' }]))
    .then([{ type: 'HxAppended', data: { hx: [{ docId: 's2', amount: '40' }] } }]);
  given(saved, audited)
    .when((s) => receipt.appendHx(s, [{ docId: 's2', amount: '40.01' }]))
    .refused('OVER_AMOUNT', /超过收款单未核销的金额40/);
  given(saved)
    .when((s) => receipt.appendHx(s, [{ docId: 's2', amount: '1' }]))
    .refused('BAD_STATUS', /不能核销/);
});

test('only a draft is removed, and a removed one is gone', () => {
  given(saved)
    .when(receipt.remove)
    .then([{ type: 'Removed', data: {} }]);
  given(saved, { type: 'Removed', data: {} })
    .when(receipt.audit)
    .refused('NOT_FOUND', /收款单不存在或已删除/);
});

test('the audit and the write-back keep the names they were first stored under', () => {
  assert.deepEqual(SUPPLIER_PAY.events, {
    Saved: 'SupplierPaySaved',
    Posted: 'SupplierPayAudited',
    Reversed: 'SupplierPayWrittenBack',
    Removed: 'SupplierPayRemoved',
    HxAppended: 'SupplierPayHxAppended',
  });
});

test('its history names each stored event by the lifecycle’s verbs', () => {
  assert.deepEqual(cashDocHistory(SUPPLIER_PAY.events, { [SUPPLIER_PAY.events.HxAppended]: LIFECYCLE_STEPS.settle.verb }), {
    SupplierPaySaved: '保存',
    SupplierPayAudited: '审核',
    SupplierPayWrittenBack: '红冲',
    SupplierPayRemoved: '删除',
    SupplierPayHxAppended: '核销',
  });
});
