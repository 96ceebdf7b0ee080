import type { StoredEvent } from '@jxc/infra';
import type { EntityManager } from 'typeorm';
import { insertMany, Projection, queryPrepared } from '@jxc/projections';
import type { DocumentEvent } from './document';
import { docStream, type DocumentAnnotationEvent, documentEvents } from './document-kind';
import type { Move } from './moves';

type DocumentChange = DocumentEvent | DocumentAnnotationEvent;

const STATUS = { Approved: 'approving', Audited: 'audited', WrittenBack: 'reversed', Removed: 'removed' } as const;
type StatusChange = keyof typeof STATUS;

interface DocEvent<T extends DocumentChange['type'] = DocumentChange['type']> {
  e: StoredEvent;
  kind: string;
  /** Of a kind whose audit takes goods out: its open lines reserve stock. */
  outbound: boolean;
  event: Extract<DocumentChange, { type: T }>;
  docId: string;
  /** The audit that followed the save in the same batch (saved and audited in one call), written with it. */
  audit?: DocEvent<'Audited'>;
}

const HEADER_COLUMNS = [
  ['doc_id', 'text'],
  ['company_id', 'text'],
  ['doc_type', 'text'],
  ['bill_type', 'int'],
  ['bill_no', 'text'],
  ['bill_date', 'date'],
  ['status', 'text'],
  ['partner_id', 'text'],
  ['warehouse_id', 'text'],
  ['total_amount', 'numeric'],
  ['paid_amount', 'numeric'],
  ['account_id', 'text'],
  ['remark', 'text'],
  ['header', 'jsonb'],
  ['created_by', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const LINE_COLUMNS = [
  ['doc_id', 'text'],
  ['line_no', 'int'],
  ['company_id', 'text'],
  ['sku_id', 'text'],
  ['warehouse_id', 'text'],
  ['unit_name', 'text'],
  ['qty', 'numeric'],
  ['base_qty', 'numeric'],
  ['price', 'numeric'],
  ['amount', 'numeric'],
  ['tax_amount', 'numeric'],
  ['line_total', 'numeric'],
  ['data', 'jsonb'],
  ['reserving', 'bool'],
] as const;

/** What each audited line's movement did: its cost amount (stockAmount) and the batches it took, by line number. */
const auditedLines = (audited: { moves?: Move[] }) =>
  (audited.moves ?? []).map((m) => ({
    stockAmount: m.amount,
    ...(m.batches?.length && { batches: m.batches }),
  }));

/**
 * Saved documents: headers upserted, lines replaced, in two or three statements for the whole round (a first save
 * has no lines to replace); one audited in the same call is written audited. The upsert also moves each kind's totals
 * (document_totals: what a list of the whole kind counts and sums) by what its documents add, less what the edited
 * ones held before.
 */
async function saveAll(em: EntityManager, saved: DocEvent<'Saved'>[]) {
  const headers = saved.map(({ e, event: { data: d }, kind, docId, audit }) => {
    const header = {
      discountAmount: d.totals.discountAmount,
      amount: d.totals.amount,
      taxAmount: d.totals.taxAmount,
      sourceId: d.sourceId,
      ...(d.extra && { extra: d.extra }),
      ...(d.prepaidAmount && { prepaidAmount: d.prepaidAmount }),
    };
    return [
      docId,
      e.metadata.companyId,
      kind,
      d.billType,
      d.billNo,
      d.billDate,
      audit ? 'audited' : 'draft',
      d.partnerId,
      d.warehouseId,
      d.totals.totalAmount,
      d.settleAmount,
      d.accountId,
      d.remark,
      JSON.stringify(header),
      e.metadata.userId,
      e.metadata.at,
      (audit?.e ?? e).metadata.at,
    ];
  });
  await queryPrepared(
    em,
    `with before as (select company_id, doc_type, total_amount, paid_amount from documents where doc_id = any($1::text[]) and status <> 'removed'),
     saved as (insert into documents (${HEADER_COLUMNS.map(([name]) => name).join(', ')})
       select * from unnest(${HEADER_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
       on conflict (doc_id) do update set status = excluded.status, bill_date = excluded.bill_date, partner_id = excluded.partner_id, warehouse_id = excluded.warehouse_id,
         total_amount = excluded.total_amount, paid_amount = excluded.paid_amount, account_id = excluded.account_id, remark = excluded.remark,
         header = excluded.header, updated_at = excluded.updated_at
       returning company_id, doc_type, total_amount, paid_amount),
     moved as (select company_id, doc_type, 1 as documents, total_amount, paid_amount from saved
               union all select company_id, doc_type, -1, -total_amount, -paid_amount from before)
     ${addTotals('select company_id, doc_type, sum(documents), sum(total_amount), sum(paid_amount) from moved group by company_id, doc_type')}`,
    HEADER_COLUMNS.map((_, i) => headers.map((h) => h[i])),
  );
  const edited = saved.filter((s) => s.e.streamPosition > 1).map((s) => s.docId);
  if (edited.length) await em.query(`delete from document_lines where doc_id = any($1)`, [edited]);
  const lines = saved.flatMap(({ e, event, docId, audit, outbound }) => {
    const moved = audit ? auditedLines(audit.event.data) : [];
    return event.data.lines.map((l) => [
      docId,
      l.lineNo,
      e.metadata.companyId,
      l.skuId,
      l.warehouseId,
      l.unitName,
      l.qty,
      l.baseQty,
      l.price,
      l.amount,
      l.taxAmount,
      l.lineTotal,
      JSON.stringify({
        discount: l.discount,
        taxRate: l.taxRate,
        ratio: l.ratio,
        costAmount: l.costAmount,
        remark: l.remark,
        serials: l.serials ?? [],
        batchNo: l.batchNo ?? null,
        productionDate: l.productionDate ?? null,
        expiryDate: l.expiryDate ?? null,
        ...(l.direction && { direction: l.direction }),
        ...(l.priceType && { priceType: l.priceType }),
        ...(l.combo && { combo: l.combo }),
        ...moved[l.lineNo - 1],
      }),
      outbound && !audit && (l.direction ?? 'out') === 'out',
    ]);
  });
  await insertMany(em, 'document_lines', LINE_COLUMNS, lines);
}

/**
 * Status changes, and what each audited line's movement did: its cost amount (stockAmount) and the batches it took
 * (an outbound line may leave the choice to the audit). The first movements of an audit are its lines', in order.
 */
async function changeStatus(em: EntityManager, changed: DocEvent<StatusChange>[]) {
  const removed = changed.filter((c) => c.event.type === 'Removed').map((c) => c.docId);
  if (removed.length)
    await em.query(
      addTotals(`select company_id, doc_type, -count(*), -sum(total_amount), -sum(paid_amount) from documents
        where doc_id = any($1) and status <> 'removed' group by company_id, doc_type`),
      [removed],
    );
  await em.query(
    `update documents d set status = v.status, updated_at = v.at from unnest($1::text[], $2::text[], $3::timestamptz[]) as v(doc_id, status, at) where d.doc_id = v.doc_id`,
    [changed.map((c) => c.docId), changed.map((c) => STATUS[c.event.type]), changed.map((c) => c.e.metadata.at)],
  );
  // Audited (until the warehouse is said to await the goods), written back or removed, a document reserves nothing.
  await release(
    em,
    changed.filter((c) => c.outbound && c.event.type !== 'Approved').map((c) => c.docId),
  );
  const moved = changed.flatMap(({ event, docId }) =>
    event.type === 'Audited' ? auditedLines(event.data).map((m, i) => [docId, i + 1, JSON.stringify(m)]) : [],
  );
  if (!moved.length) return;
  await em.query(
    `update document_lines l set data = l.data || m.data from unnest($1::text[], $2::int[], $3::jsonb[]) as m(doc_id, line_no, data)
     where l.doc_id = m.doc_id and l.line_no = m.line_no`,
    [moved.map((b) => b[0]), moved.map((b) => b[1]), moved.map((b) => b[2])],
  );
}

/** An insert adding the rows of `select` (company_id, doc_type, documents, total_amount, paid_amount) to each kind's totals. */
const addTotals = (
  select: string,
) => `insert into document_totals as t (company_id, doc_type, documents, total_amount, paid_amount) ${select}
  on conflict (company_id, doc_type) do update set documents = t.documents + excluded.documents, total_amount = t.total_amount + excluded.total_amount,
    paid_amount = t.paid_amount + excluded.paid_amount`;

/** Lines of documents that no longer reserve stock. */
async function release(em: EntityManager, docIds: string[]) {
  if (docIds.length) await em.query(`update document_lines set reserving = false where doc_id = any($1) and reserving`, [docIds]);
}

/** What the warehouse confirmed of each line (line unit), with its cost amount and batches; and how far the document is. */
async function stockConfirmed(em: EntityManager, confirmed: DocEvent<'StockConfirmed'>[]) {
  const lines = confirmed.flatMap(({ event: { data: d }, docId }) =>
    d.lines.map((l, i) => [docId, l.lineNo, l.qty, d.moves[i].amount, JSON.stringify(d.moves[i].batches ?? [])] as const),
  );
  await em.query(
    `update document_lines l set data = l.data || jsonb_build_object(
       'confirmedQty', coalesce((l.data->>'confirmedQty')::numeric, 0) + c.qty, 'stockAmount', coalesce((l.data->>'stockAmount')::numeric, 0) + c.amount,
       'batches', coalesce(l.data->'batches', '[]') || c.batches)
     from unnest($1::text[], $2::int[], $3::numeric[], $4::numeric[], $5::jsonb[]) as c(doc_id, line_no, qty, amount, batches)
     where l.doc_id = c.doc_id and l.line_no = c.line_no`,
    [0, 1, 2, 3, 4].map((k) => lines.map((l) => l[k])),
  );
  await em.query(
    `update documents d set stock_state = v.state, updated_at = v.at from unnest($1::text[], $2::text[], $3::timestamptz[]) as v(doc_id, state, at) where d.doc_id = v.doc_id`,
    [
      confirmed.map((c) => c.docId),
      confirmed.map((c) => (c.event.data.complete ? 'done' : 'partial')),
      confirmed.map((c) => c.e.metadata.at),
    ],
  );
  await release(
    em,
    confirmed.filter((c) => c.outbound && c.event.data.complete).map((c) => c.docId),
  );
}

async function applyRound(em: EntityManager, round: DocEvent[]) {
  const of = <T extends DocumentChange['type']>(...types: T[]) =>
    round.filter((r): r is DocEvent & DocEvent<T> => (types as DocumentChange['type'][]).includes(r.event.type));
  const saved = of('Saved');
  if (saved.length) await saveAll(em, saved);
  const changed = of(...(Object.keys(STATUS) as StatusChange[]));
  if (changed.length) await changeStatus(em, changed);
  const awaited = of('StockAwaited');
  if (awaited.length) await em.query(`update documents set stock_state = 'waiting' where doc_id = any($1)`, [awaited.map((a) => a.docId)]);
  // Audited with its goods awaited, an outbound document's outgoing lines reserve them until the warehouse confirms.
  const held = awaited.filter((a) => a.outbound).map((a) => a.docId);
  if (held.length)
    await em.query(`update document_lines set reserving = coalesce(data->>'direction', 'out') = 'out' where doc_id = any($1)`, [held]);
  const confirmed = of('StockConfirmed');
  if (confirmed.length) await stockConfirmed(em, confirmed);
  const printed = of('Printed');
  if (printed.length)
    await em.query(`update documents set print_count = print_count + 1 where doc_id = any($1)`, [printed.map((p) => p.docId)]);
  for (const { e, docId } of of('ExtendUpdated')) {
    await em.query(`update documents set extend = extend || $2::jsonb, updated_at = $3 where doc_id = $1`, [
      docId,
      JSON.stringify(e.data),
      e.metadata.at,
    ]);
  }
}

/**
 * Document headers and lines for lists, line-level lists and details. A batch is applied in rounds: each document's
 * first event, then each one's second …, every round in a few set-based statements (documents do not touch each
 * other's rows, so only the order within one document matters).
 */
export const documentsProjection: Projection = {
  name: 'documents',
  /** Read when the runner starts, once every module has registered its kinds. */
  get eventTypes() {
    return documentEvents().types([
      'Saved',
      'Approved',
      'Audited',
      'WrittenBack',
      'Removed',
      'Printed',
      'ExtendUpdated',
      'StockAwaited',
      'StockConfirmed',
    ]);
  },
  tables: ['document_lines', 'documents', 'document_totals'],
  async apply(events: StoredEvent[], em: EntityManager) {
    const byDoc = new Map<string, DocEvent[]>();
    for (const e of events) {
      const { kind, event } = documentEvents().read(e);
      const docId = e.streamId.slice(docStream(kind, '').length);
      const list = byDoc.get(docId) ?? [];
      const last = list[list.length - 1];
      const change = { e, kind: kind.kind, outbound: kind.direction === 'out', event, docId };
      if (event.type === 'Audited' && last?.event.type === 'Saved' && !last.audit) last.audit = change as DocEvent<'Audited'>;
      else byDoc.set(docId, [...list, change]);
    }
    for (let n = 0; ; n++) {
      const round = [...byDoc.values()].flatMap((list) => (list[n] ? [list[n]] : []));
      if (!round.length) return;
      await applyRound(em, round);
    }
  },
};
