import { cashDocProjection } from '../cash-document/cash-doc.projection';
import { FINANCE_FLOW_EVENTS, FinanceFlowSaved } from './finance-flow';

/** 日常收支 for the lists and the detail (/dayIncome/list, /dayeExpenses/list). */
export const financeFlowsProjection = cashDocProjection<FinanceFlowSaved>('finance_flows', 'FinanceFlow', FINANCE_FLOW_EVENTS, {
  row: (d) => ({ flow_type: d.flowType, account_id: d.accountId, custom_id: d.customId, supplier_id: d.supplierId, total: d.total }),
  children: ['finance_flow_lines'],
  async saved(em, docId, d) {
    await em.query(`delete from finance_flow_lines where doc_id = $1`, [docId]);
    for (const [n, l] of d.lines.entries()) {
      await em.query(`insert into finance_flow_lines (doc_id, line_no, class_id, amount, remark) values ($1, $2, $3, $4, $5)`, [
        docId,
        n + 1,
        l.classId,
        l.amount,
        l.remark,
      ]);
    }
  },
});
