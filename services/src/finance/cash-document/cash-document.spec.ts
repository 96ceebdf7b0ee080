import { describe, it } from '@jest/globals';
import { decider } from '../../testing/given-when-then';
import { FinanceFlowSaved, decideFinanceFlow } from '../daily/finance-flow';
import { CashDocEvent, evolveCashDoc, initialCashDoc } from './cash-document';

const given = decider(evolveCashDoc<FinanceFlowSaved>, initialCashDoc<FinanceFlowSaved>());
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
const saved: CashDocEvent<FinanceFlowSaved> = { type: 'Saved', data: rent };

describe('a cash document (日常支出 as the example)', () => {
  it('a draft takes a change, keeping its bill number, but not another flow type', () => {
    given(saved)
      .when((s) => decideFinanceFlow.save(s, { ...rent, billNo: 'X', total: '3100' }))
      .then([{ type: 'Saved', data: { ...rent, total: '3100' } }]);
    given(saved)
      .when((s) => decideFinanceFlow.save(s, { ...rent, flowType: 105 }))
      .refused('BAD_FLOW_TYPE');
  });

  it('the audit posts what was saved; the write-back reverses it, once', () => {
    given(saved)
      .when(decideFinanceFlow.audit)
      .then([{ type: 'Posted', data: rent }]);
    given(saved, { type: 'Posted', data: rent })
      .when(decideFinanceFlow.writeBack)
      .then([{ type: 'Reversed', data: rent }]);
    given(saved, { type: 'Posted', data: rent }, { type: 'Reversed', data: rent })
      .when(decideFinanceFlow.writeBack)
      .refused('BAD_STATUS', /日常支出单已红冲，不能红冲/);
  });

  it('an audited document is neither changed nor removed; a removed one is gone', () => {
    given(saved, { type: 'Posted', data: rent })
      .when(decideFinanceFlow.remove)
      .refused('BAD_STATUS', /已审核，不能删除/);
    given(saved, { type: 'Removed', data: {} })
      .when(decideFinanceFlow.audit)
      .refused('NOT_FOUND', /收支单不存在或已删除/);
    given().when(decideFinanceFlow.audit).refused('NOT_FOUND');
  });
});
