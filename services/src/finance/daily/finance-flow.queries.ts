import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FinanceFlowLine, FinanceFlowRow } from '../../contracts';
import { CashDocFilter, CashDocList, CashDocRows } from '../cash-document/cash-doc.queries';
import { FlowType } from './finance-flow';

export interface FinanceFlowFilter extends CashDocFilter {
  flowType: FlowType;
}

const FLOWS: CashDocList<FinanceFlowFilter> = {
  where: (f) => [['t.flow_type = $?', f.flowType]],
  table: 'finance_flows',
  idField: 'flowId',
  head: 't.flow_type as "flowType"',
  columns: `t.account_id as "accountId", a.name as "accountName", t.custom_id as "customId", c.name as "customName", t.supplier_id as "supplierId", p.name as "supplierName",
          t.total::float8 as amount`,
  typeColumn: 'flow_type',
  joins: `left join master_records a on a.record_id = t.account_id left join master_records c on c.record_id = t.custom_id
   left join master_records p on p.record_id = t.supplier_id`,
};

/** The 日常收支 (finance_flows and their lines) the caller may see (their own only, under an own-records scope); removed ones never. */
@Injectable()
export class FinanceFlowQueries extends CashDocRows<FinanceFlowRow, FinanceFlowFilter> {
  constructor(ds: DataSource) {
    super(ds, FLOWS);
  }

  /** A document's lines in their order, amounts exact (as text). */
  lines(flowId: string): Promise<FinanceFlowLine[]> {
    return this.ds.query(
      `select l.class_id as "classId", c.name as "className", l.amount::text as amount, l.remark from finance_flow_lines l left join master_records c on c.record_id = l.class_id
       where l.doc_id = $1 order by l.line_no`,
      [flowId],
    );
  }
}
