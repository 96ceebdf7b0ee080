import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import { docStream, documentEvents } from './document-kind';

const STATUS: Record<string, string> = { Approved: 'approving', Audited: 'audited', WrittenBack: 'reversed', Removed: 'removed' };

const split = (e: StoredEvent) => {
  const { kind, event } = documentEvents().of(e);
  return { kind: kind.kind, suffix: event, docId: e.streamId.slice(docStream(kind, '').length) };
};

/** The batches each line's movement took (an outbound line may leave the choice to the audit); moves follow the lines. */
async function recordBatches(em: EntityManager, docId: string, moves: { batches?: unknown[] }[]) {
  const lines = moves.map((m, i) => ({ lineNo: i + 1, batches: m.batches })).filter((m) => m.batches?.length);
  if (!lines.length) return;
  await em.query(
    `update document_lines l set data = l.data || jsonb_build_object('batches', b.batches) from unnest($2::int[], $3::jsonb[]) as b(line_no, batches)
     where l.doc_id = $1 and l.line_no = b.line_no`,
    [docId, lines.map((l) => l.lineNo), lines.map((l) => JSON.stringify(l.batches))],
  );
}

/** Document headers and lines for lists, line-level lists and details. */
export const documentsProjection: Projection = {
  name: 'documents',
  /** Read when the runner starts, once every module has registered its kinds. */
  get eventTypes() {
    return documentEvents().types(['Saved', 'Approved', 'Audited', 'WrittenBack', 'Removed', 'Printed', 'ExtendUpdated']);
  },
  tables: ['document_lines', 'documents'],
  async apply(events: StoredEvent[], em: EntityManager) {
    for (const e of events) {
      const { kind, suffix, docId } = split(e);
      const at = e.metadata.at;
      if (suffix === 'Printed') {
        await em.query(`update documents set print_count = print_count + 1 where doc_id = $1`, [docId]);
        continue;
      }
      if (suffix === 'ExtendUpdated') {
        await em.query(`update documents set extend = extend || $2::jsonb, updated_at = $3 where doc_id = $1`, [docId, JSON.stringify(e.data), at]);
        continue;
      }
      if (suffix !== 'Saved') {
        await em.query(`update documents set status = $2, updated_at = $3 where doc_id = $1`, [docId, STATUS[suffix], at]);
        if (suffix === 'Audited') await recordBatches(em, docId, e.data.moves ?? []);
        continue;
      }
      const d = e.data;
      const header = { discountAmount: d.totals.discountAmount, amount: d.totals.amount, taxAmount: d.totals.taxAmount, sourceId: d.sourceId };
      await em.query(
        `insert into documents (doc_id, company_id, doc_type, bill_type, bill_no, bill_date, status, partner_id, warehouse_id, total_amount, paid_amount, account_id, remark, header, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'draft', $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
         on conflict (doc_id) do update set status = 'draft', bill_date = excluded.bill_date, partner_id = excluded.partner_id, warehouse_id = excluded.warehouse_id,
           total_amount = excluded.total_amount, paid_amount = excluded.paid_amount, account_id = excluded.account_id, remark = excluded.remark,
           header = excluded.header, updated_at = excluded.updated_at`,
        [docId, e.metadata.companyId, kind, d.billType, d.billNo, d.billDate, d.partnerId, d.warehouseId, d.totals.totalAmount, d.settleAmount, d.accountId, d.remark, JSON.stringify(header), e.metadata.userId, at],
      );
      await em.query(`delete from document_lines where doc_id = $1`, [docId]);
      const lines: (Record<string, string> & { serials?: string[] })[] = d.lines;
      const col = (k: string) => lines.map((l) => l[k]);
      await em.query(
        `insert into document_lines (doc_id, line_no, company_id, sku_id, warehouse_id, unit_name, qty, base_qty, price, amount, tax_amount, line_total, data)
         select $1, l.line_no, $2, l.sku_id, l.warehouse_id, l.unit_name, l.qty, l.base_qty, l.price, l.amount, l.tax_amount, l.line_total, l.data from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::jsonb[])
           as l(line_no, sku_id, warehouse_id, unit_name, qty, base_qty, price, amount, tax_amount, line_total, data)`,
        [docId, e.metadata.companyId, col('lineNo'), col('skuId'), col('warehouseId'), col('unitName'), col('qty'), col('baseQty'), col('price'), col('amount'), col('taxAmount'), col('lineTotal'),
          lines.map((l) => JSON.stringify({
            discount: l.discount, taxRate: l.taxRate, ratio: l.ratio, costAmount: l.costAmount, remark: l.remark,
            serials: l.serials ?? [], batchNo: l.batchNo ?? null, productionDate: l.productionDate ?? null, expiryDate: l.expiryDate ?? null,
          }))],
      );
    }
  },
};
