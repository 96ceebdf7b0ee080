import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { FINANCE_FLOW_EVENTS, FinanceFlowSaved } from './finance-flow';

const STATUS: Record<string, string> = {
  [FINANCE_FLOW_EVENTS.Posted]: 'audited',
  [FINANCE_FLOW_EVENTS.Reversed]: 'reversed',
  [FINANCE_FLOW_EVENTS.Removed]: 'removed',
};

/** 日常收支 for the lists and the detail (/dayIncome/list, /dayeExpenses/list). */
export const financeFlowsProjection: Projection = {
  name: 'finance-flows',
  eventTypes: Object.values(FINANCE_FLOW_EVENTS),
  tables: ['finance_flows', 'finance_flow_lines'],
  companyReset: [
    'delete from finance_flow_lines where doc_id in (select doc_id from finance_flows where company_id = $1)',
    'delete from finance_flows where company_id = $1',
  ],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const docId = e.streamId.slice('FinanceFlow-'.length);
      if (e.type === FINANCE_FLOW_EVENTS.Saved) {
        const d = e.data as FinanceFlowSaved;
        await em.query(
          `insert into finance_flows (doc_id, company_id, flow_type, bill_no, bill_date, status, account_id, custom_id, supplier_id, total, remark, created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10, $11, $12, $12)
           on conflict (doc_id) do update set bill_date = excluded.bill_date, account_id = excluded.account_id, custom_id = excluded.custom_id, supplier_id = excluded.supplier_id,
             total = excluded.total, remark = excluded.remark, updated_at = excluded.updated_at`,
          [
            docId,
            e.metadata.companyId,
            d.flowType,
            d.billNo,
            d.billDate,
            d.accountId,
            d.customId,
            d.supplierId,
            d.total,
            d.remark,
            e.metadata.userId,
            e.metadata.at,
          ],
        );
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
        continue;
      }
      await em.query(`update finance_flows set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[e.type], e.metadata.at]);
    }
  },
};
