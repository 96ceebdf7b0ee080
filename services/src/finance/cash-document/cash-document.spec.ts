import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { decideFinanceFlow, FinanceFlowSaved } from '../daily/finance-flow';
import { decideRefund, RefundSaved } from '../refund/refund';
import { CUSTOM_REFUND, SUPPLIER_REFUND } from '../refund/refund-kinds';
import { AccountTransferSaved, decideAccountTransfer } from '../transfer/account-transfer';
import { CashDocDecider, CashDocEvent, evolveCashDoc, initialCashDoc } from './cash-document';

/** The lifecycle every money document shares, said of one kind: `gone` is what a refusal calls a document not there. */
function lifecycleOf<D extends { billNo: string }>(title: string, gone: string, decide: CashDocDecider<D>, doc: D, change: Partial<D>) {
  const given = decider(evolveCashDoc<D>, initialCashDoc<D>());
  const saved: CashDocEvent<D> = { type: 'Saved', data: doc };
  const posted: CashDocEvent<D> = { type: 'Posted', data: doc };

  describe(`a money document: ${title}`, () => {
    it('a draft takes a change and keeps its bill number', () => {
      given(saved)
        .when((s) => decide.save(s, { ...doc, ...change, billNo: 'X' }))
        .then([{ type: 'Saved', data: { ...doc, ...change } }]);
    });

    it('the audit posts what was saved; the write-back reverses it, once', () => {
      given(saved).when(decide.audit).then([posted]);
      given(saved, posted)
        .when(decide.writeBack)
        .then([{ type: 'Reversed', data: doc }]);
      given(saved, posted, { type: 'Reversed', data: doc })
        .when(decide.writeBack)
        .refused('BAD_STATUS', new RegExp(`^${title}已红冲，不能红冲$`));
    });

    it('an audited one is neither changed nor removed; a removed one is gone', () => {
      given(saved, posted)
        .when((s) => decide.save(s, doc))
        .refused('BAD_STATUS', new RegExp(`^${title}已审核，不能修改$`));
      given(saved, posted)
        .when(decide.remove)
        .refused('BAD_STATUS', new RegExp(`^${title}已审核，不能删除$`));
      given(saved, { type: 'Removed', data: {} })
        .when(decide.audit)
        .refused('NOT_FOUND', new RegExp(`^${gone}不存在或已删除$`));
      given()
        .when(decide.audit)
        .refused('NOT_FOUND', new RegExp(`^${gone}不存在或已删除$`));
    });
  });
}

const rent: FinanceFlowSaved = {
  docId: 'f1',
  billNo: 'ZC202611230001',
  flowType: 106,
  billDate: '2026-11-23',
  accountId: 'a1',
  customId: null,
  supplierId: null,
  lines: [{ classId: 'c1', amount: '3000', remark: '' }],
  total: '3000',
  remark: '',
};
lifecycleOf('日常支出单', '收支单', decideFinanceFlow, rent, { total: '3100' });

const refund: RefundSaved = {
  docId: 'r1',
  billNo: 'TK202611230001',
  billDate: '2026-11-23',
  partnerId: 'c1',
  accountId: 'a1',
  amount: '120',
  refundFrom: 'overpaid',
  remark: '',
};
lifecycleOf('客户退款单', '客户退款单', decideRefund(CUSTOM_REFUND.title), refund, { amount: '100' });
lifecycleOf('供应商退款单', '供应商退款单', decideRefund(SUPPLIER_REFUND.title), refund, { amount: '100' });

const transfer: AccountTransferSaved = {
  docId: 't1',
  billNo: 'ZK202611230001',
  billDate: '2026-11-23',
  outAccountId: 'a1',
  inAccountId: 'a2',
  amount: '500',
  fee: '2',
  remark: '',
};
lifecycleOf('转账单', '转账单', decideAccountTransfer, transfer, { fee: '0' });

describe('a money document of its own type (日常收支)', () => {
  it('a draft keeps its flow type', () => {
    decider(
      evolveCashDoc<FinanceFlowSaved>,
      initialCashDoc<FinanceFlowSaved>(),
    )({ type: 'Saved', data: rent })
      .when((s) => decideFinanceFlow.save(s, { ...rent, flowType: 105 }))
      .refused('BAD_FLOW_TYPE');
  });
});
