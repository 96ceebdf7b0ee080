import { DOC_TYPES } from '../../contracts';
import { scopeConditions, Session } from '../../identity';

/** A stock movement's cost as a loss: what went out, less what came in (a gain, or a write-back taking an outflow back). */
const LOSS = 'case when f.out_qty > 0 then f.amount else -f.amount end';

export interface LossFilter {
  startDate: string;
  endDate: string;
  warehouseId?: string;
}

/**
 * SQL: each day's stock losses at cost (day, stocktake, damage) in the documents the caller may see: a stocktake's
 * 盘亏 less its 盘盈 (stocktake), and 报损 (damage), the 其他出库 of an 出入库类型 counted as a loss (计入损耗, as the type
 * is now). A write-back's movements take them back.
 */
export function stockLosses(s: Session, filter: LossFilter, p: (v: unknown) => string): string {
  const where = [
    `f.company_id = ${p(s.companyId)}`,
    `f.bill_date between ${p(filter.startDate)} and ${p(filter.endDate)}`,
    `f.bill_type in (${DOC_TYPES.Inventory}, ${DOC_TYPES.OutStorage})`,
    ...scopeConditions(s, { createdBy: 'd.created_by', warehouses: (list) => `f.warehouse_id = any(${list})` }, p),
  ];
  if (filter.warehouseId) where.push(`f.warehouse_id = ${p(filter.warehouseId)}`);
  return `select f.bill_date as day,
            coalesce(sum(${LOSS}) filter (where f.bill_type = ${DOC_TYPES.Inventory}), 0) as stocktake,
            coalesce(sum(${LOSS}) filter (where f.bill_type = ${DOC_TYPES.OutStorage} and t.data->>'lossFlag' = '1'), 0) as damage
          from stock_flow f join documents d on d.doc_id = f.doc_id
          left join master_records t on t.company_id = d.company_id and t.record_id = d.header->'extra'->>'typeId'
          where ${where.join(' and ')} group by f.bill_date`;
}
