import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection, queryPrepared } from '@jxc/projections';
import { docStream, documentEvents, type DocumentKind } from '../../document-engine';
import { BUY, BUY_RETURN } from '../../purchasing';
import { SALE, SALE_RETURN } from '../../sales';
import { dec, toDb } from '../../shared/decimal';

export type Trade = 'sale' | 'buy';

/** The documents the trade reports read, by trade, and the sign their lines take there (a return subtracts). */
export const TRADE_KINDS: { kind: DocumentKind; trade: Trade; sign: 1 | -1 }[] = [
  { kind: SALE, trade: 'sale', sign: 1 },
  { kind: SALE_RETURN, trade: 'sale', sign: -1 },
  { kind: BUY, trade: 'buy', sign: 1 },
  { kind: BUY_RETURN, trade: 'buy', sign: -1 },
];

type Step = 'audit' | 'confirm' | 'writeBack';
const STEPS = new Map<string, (typeof TRADE_KINDS)[number] & { step: Step }>(
  TRADE_KINDS.flatMap((t) => [
    [t.kind.events.Audited, { ...t, step: 'audit' as const }],
    [t.kind.events.WrittenBack, { ...t, step: 'writeBack' as const }],
    [t.kind.stockConfirmation!.StockConfirmed, { ...t, step: 'confirm' as const }],
  ]),
);

const COLUMNS = [
  ['doc_id', 'text'],
  ['posting', 'int'],
  ['line_no', 'int'],
  ['company_id', 'text'],
  ['trade', 'text'],
  ['bill_type', 'int'],
  ['bill_no', 'text'],
  ['bill_date', 'date'],
  ['warehouse_id', 'text'],
  ['partner_id', 'text'],
  ['created_by', 'text'],
  ['sku_id', 'text'],
  ['qty', 'numeric'],
  ['amount', 'numeric'],
  ['cost_amount', 'numeric'],
  ['reversal', 'bool'],
] as const;

/** A line as the documents read model holds it: what the reports need of it besides the event. */
interface LineFacts {
  doc_id: string;
  line_no: number;
  sku_id: string;
  warehouse_id: string;
  base_qty: string;
  amount: string;
  created_by: string;
}

/** The saved lines of these documents in line order (an audited document's lines no longer change), by document. */
async function linesOf(em: EntityManager, docIds: string[]): Promise<Map<string, LineFacts[]>> {
  const out = new Map<string, LineFacts[]>();
  if (!docIds.length) return out;
  const rows = await queryPrepared<LineFacts>(
    em,
    `select l.doc_id, l.line_no, l.sku_id, l.warehouse_id, l.base_qty::text, coalesce(l.data->>'costAmount', l.amount::text) as amount, d.created_by
     from document_lines l join documents d on d.doc_id = l.doc_id where l.doc_id = any($1) order by l.doc_id, l.line_no`,
    [docIds],
  );
  for (const r of rows) out.set(r.doc_id, [...(out.get(r.doc_id) ?? []), r]);
  return out;
}

/** Write-backs: each line's rows so far, negated, dated as the document (its period nets to nothing). */
async function negate(em: EntityManager, writeBacks: { docId: string; posting: number }[]) {
  if (!writeBacks.length) return;
  await em.query(
    `insert into trade_lines (${COLUMNS.map(([c]) => c).join(', ')})
     select t.doc_id, w.posting, t.line_no, t.company_id, t.trade, t.bill_type, t.bill_no, t.bill_date, t.warehouse_id, t.partner_id, t.created_by, t.sku_id,
            -sum(t.qty), -sum(t.amount), -sum(t.cost_amount), true
     from trade_lines t join unnest($1::text[], $2::int[]) as w(doc_id, posting) on w.doc_id = t.doc_id
     where not t.reversal
     group by t.doc_id, w.posting, t.line_no, t.company_id, t.trade, t.bill_type, t.bill_no, t.bill_date, t.warehouse_id, t.partner_id, t.created_by, t.sku_id`,
    [writeBacks.map((w) => w.docId), writeBacks.map((w) => w.posting)],
  );
}

/** A line's share of the document count: one on a document's first line (not a confirmation's row of no quantity), less one written back. */
export const LINE_DOCS = 'case when t.line_no = 1 then case when t.reversal then -1 when t.qty <> 0 then 1 else 0 end else 0 end';

const DAY_KEY = 't.company_id, t.trade, t.bill_date, t.warehouse_id, t.created_by, t.partner_id, t.bill_type';

const RETURN_TYPES = TRADE_KINDS.filter((t) => t.sign < 0)
  .map((t) => t.kind.billType)
  .join(', ');

/** The figures of the rows (t) of a rollup by SKU: returns also apart and positive, and how many rows they are. */
const SKU_SUMS = `sum(t.qty), sum(t.amount), sum(t.cost_amount), coalesce(-sum(t.qty) filter (where t.bill_type in (${RETURN_TYPES})), 0),
  coalesce(-sum(t.amount) filter (where t.bill_type in (${RETURN_TYPES})), 0), count(*)`;
const SKU_FIGURES = ['qty', 'amount', 'cost', 'return_qty', 'return_amount', 'lines'];
const addedTo = (table: string) => SKU_FIGURES.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

/**
 * The rows these postings added, summed into the day rollup (trade_days), and by SKU into the day rollup
 * (trade_sku_days) and the month rollup (trade_sku_months), the last two in one statement.
 */
async function rollUp(em: EntityManager, postings: { docId: string; posting: number }[]) {
  if (!postings.length) return;
  const added = `trade_lines t join unnest($1::text[], $2::int[]) as w(doc_id, posting) on w.doc_id = t.doc_id and w.posting = t.posting`;
  const params = [postings.map((w) => w.docId), postings.map((w) => w.posting)];
  await queryPrepared(
    em,
    `insert into trade_days (company_id, trade, bill_date, warehouse_id, created_by, partner_id, bill_type, qty, amount, cost_amount, docs)
     select ${DAY_KEY}, sum(t.qty), sum(t.amount), sum(t.cost_amount), sum(${LINE_DOCS}) from ${added} group by ${DAY_KEY}
     on conflict (company_id, trade, bill_date, warehouse_id, created_by, partner_id, bill_type) do update
     set qty = trade_days.qty + excluded.qty, amount = trade_days.amount + excluded.amount,
         cost_amount = trade_days.cost_amount + excluded.cost_amount, docs = trade_days.docs + excluded.docs`,
    params,
  );
  await queryPrepared(
    em,
    `with days as (
       insert into trade_sku_days (company_id, trade, bill_date, sku_id, ${SKU_FIGURES.join(', ')})
       select t.company_id, t.trade, t.bill_date, t.sku_id, ${SKU_SUMS} from ${added} group by t.company_id, t.trade, t.bill_date, t.sku_id
       on conflict (company_id, trade, bill_date, sku_id) do update set ${addedTo('trade_sku_days')}
     )
     insert into trade_sku_months (company_id, trade, month, sku_id, ${SKU_FIGURES.join(', ')})
     select t.company_id, t.trade, date_trunc('month', t.bill_date)::date, t.sku_id, ${SKU_SUMS}
     from ${added} group by t.company_id, t.trade, date_trunc('month', t.bill_date), t.sku_id
     on conflict (company_id, trade, month, sku_id) do update set ${addedTo('trade_sku_months')}`,
    params,
  );
}

/**
 * The trade reports' read model (trade_lines): a row per audited line of a sale, sale return, purchase or purchase
 * return with its main-unit quantity, its amount (net of discounts, before tax) and its cost (what the stock movement
 * took or brought at the moving average; a return naming its sale comes back at that sale's cost). Where the
 * warehouse confirms the goods apart from the audit (separatorWarehouse), the audit posts quantity and amount and
 * each confirmation the cost of what it moved. A write-back adds the negating rows. Returns are signed negative.
 * The lines come from the documents read model, which the runner applies first (reads). Each batch's rows are then
 * summed into the day rollup (trade_days) and the day and month rollups by SKU (trade_sku_days, trade_sku_months).
 */
export const tradeLinesProjection: Projection = {
  name: 'trade_lines',
  eventTypes: [...STEPS.keys()],
  tables: ['trade_lines', 'trade_days', 'trade_sku_days', 'trade_sku_months'],
  reads: ['documents'],
  async apply(events: StoredEvent[], em: EntityManager) {
    const docIdOf = (e: StoredEvent) => e.streamId.slice(docStream(STEPS.get(e.type)!.kind, '').length);
    const lines = await linesOf(em, [...new Set(events.filter((e) => STEPS.get(e.type)!.step !== 'writeBack').map(docIdOf))]);
    let rows: unknown[][] = [];
    let writeBacks: { docId: string; posting: number }[] = [];
    const postings = events.map((e) => ({ docId: docIdOf(e), posting: e.streamPosition }));
    // Rows of audits and confirmations go in before the write-backs after them, which negate what is there.
    for (const e of events) {
      const { kind, trade, sign, step } = STEPS.get(e.type)!;
      const docId = docIdOf(e);
      if (step === 'writeBack') {
        await insertMany(em, 'trade_lines', COLUMNS, rows);
        rows = [];
        writeBacks.push({ docId, posting: e.streamPosition });
        continue;
      }
      await negate(em, writeBacks);
      writeBacks = [];
      // What an audit or a confirmation of the warehouse says of the document and of each line's movement.
      const { event } = documentEvents().read(e);
      if (event.type !== 'Audited' && event.type !== 'StockConfirmed') continue;
      const d = event.data;
      const docLines = lines.get(docId) ?? [];
      // An audit's movements are its lines', in order; a confirmation's those of the lines it names, in its order.
      const posted =
        event.type === 'Audited'
          ? docLines.map((l) => ({ l, qty: l.base_qty, amount: l.amount }))
          : event.data.lines.map((c) => ({ l: docLines.find((l) => l.line_no === c.lineNo), qty: '0', amount: '0' }));
      if (!posted.length || posted.some((p) => !p.l))
        throw new Error(`trade_lines: the lines of document ${docId} are not in the documents read model`);
      const signed = (v: string) => toDb(dec(v).times(sign));
      posted.forEach(({ l, qty, amount }, i) => {
        rows.push([
          docId,
          e.streamPosition,
          l!.line_no,
          e.metadata.companyId,
          trade,
          kind.billType,
          d.billNo,
          d.billDate,
          l!.warehouse_id,
          d.partnerId,
          l!.created_by,
          l!.sku_id,
          signed(qty),
          signed(amount),
          signed(d.moves[i]?.amount ?? '0'),
          false,
        ]);
      });
    }
    await insertMany(em, 'trade_lines', COLUMNS, rows);
    await negate(em, writeBacks);
    await rollUp(em, postings);
  },
};
