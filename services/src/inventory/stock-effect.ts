import type { AppendToStream, NewEvent, StoredEvent } from '@jxc/infra';
import type { AuditEffect, BatchQty, DocLine, DocumentIo, DocumentKind, DocumentSaved, Move } from '../document-engine';
import { D, Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { holdLanes } from '../shared/es/retrying';
import { SerialRegistry } from './serial-registry';
import { applyMove, emptyStock, evolveStock, moveData, StockState, stockSnapshots, stockStream } from './stock';
import { takeBatches } from './tracking';

/** A movement an audit or write-back plans; tracked lines name their serials, and their batch or batches. */
export interface PlannedMove {
  lineNo: number;
  warehouseId: string;
  skuId: string;
  inQty: Dec;
  outQty: Dec;
  amount?: Dec;
  serials?: string[];
  /** An inbound batch, or the batch an outbound line names (null: first expiring first). */
  batch?: { batchNo: string | null; productionDate: string | null; expiryDate: string | null };
  /** Exact batch quantities (a write-back's reversal). */
  batches?: BatchQty[];
  /** An inbound move arriving with what the planned move at this index took out: its amount and batches (a transfer). */
  follows?: number;
  /** Undoes an audited movement (a write-back, 红冲). */
  reversal?: true;
}

/** What an inbound line costs, by kind: a purchase what it paid; undefined comes in at the current average. */
export type InboundCost = (io: DocumentIo, doc: DocumentSaved) => Promise<(line: DocLine) => Dec | undefined>;

/** The quantity of a line to move now (main units), after what earlier confirmations moved of it. */
export interface LinePart {
  line: DocLine;
  baseQty: Dec;
  before: Dec;
}

/** The stock effect, which also moves the parts of lines the warehouse confirms when the audit left them to it. */
export interface StockEffect extends AuditEffect {
  confirm(io: DocumentIo, def: DocumentKind, doc: DocumentSaved, parts: LinePart[]): Promise<{ moves: Move[]; streams: AppendToStream[] }>;
}

/** What `qty` of a line's `whole` quantity carries of its `full` amount after `before`: the parts add up to the whole exactly. */
function share(full: Dec, whole: Dec, before: Dec, qty: Dec) {
  const upTo = (q: Dec) => (q.eq(whole) ? full : full.times(q).div(whole).toDecimalPlaces(6));
  return upTo(before.plus(qty)).minus(upTo(before));
}

/**
 * Stock, serials and batches of a document that moves goods: its audit moves each line in or out of stock (going
 * out at the moving average; coming in at `cost`), and its write-back reverses those movements at their own amounts.
 * A kind with stockConfirmation, in a company that separates the warehouse's confirmation (separatorWarehouse), moves
 * nothing at the audit: the lines await the warehouse, whose confirmations move them part by part (`confirm`).
 */
export function stockEffect(cost?: InboundCost): StockEffect {
  const move = async (io: DocumentIo, def: DocumentKind, doc: DocumentSaved, parts: LinePart[]) => {
    const inbound = def.direction === 'in';
    const lineCost = inbound && cost ? await cost(io, doc) : () => undefined;
    const skus = inbound
      ? new Map<string, { lifeFlag: boolean }>()
      : await io.ctx.skus(
          io.session.companyId,
          doc.lines.map((l) => l.skuId),
        );
    const planned = parts.map(({ line: l, baseQty: qty, before }): PlannedMove => {
      const tracked = inbound ? !!l.productionDate : skus.get(l.skuId)?.lifeFlag;
      const batch = tracked
        ? { batchNo: l.batchNo ?? null, productionDate: l.productionDate ?? null, expiryDate: l.expiryDate ?? null }
        : undefined;
      const full = inbound ? lineCost(l) : undefined;
      return {
        lineNo: l.lineNo,
        warehouseId: l.warehouseId,
        skuId: l.skuId,
        inQty: inbound ? qty : new D(0),
        outQty: inbound ? new D(0) : qty,
        amount: full && share(full, dec(l.baseQty), before, qty),
        serials: l.serials,
        batch,
      };
    });
    return stockAppends(io, doc, def, planned);
  };
  return {
    async audit(io, def, doc) {
      if (def.stockConfirmation && (await io.ctx.settings(io.session.companyId)).separatorWarehouse) {
        return {
          moves: [],
          streams: [],
          events: [{ type: 'StockAwaited', data: { lines: doc.lines.map((l) => ({ lineNo: l.lineNo, qty: l.qty })) } }],
        };
      }
      return move(
        io,
        def,
        doc,
        doc.lines.map((line) => ({ line, baseQty: dec(line.baseQty), before: new D(0) })),
      );
    },
    confirm: move,
    async writeBack(io, def, state) {
      const reversal = undoing(state.moves);
      return reversal.length ? (await stockAppends(io, state.doc!, def, reversal)).streams : [];
    },
  };
}

/** Movements that undo `moves` at their own amounts, serials and batches: reversals (红冲); a change of value (no quantity) takes it back. */
export const undoing = (moves: Move[]): PlannedMove[] =>
  moves.map((m, i) => {
    const valueOnly = dec(m.inQty).isZero() && dec(m.outQty).isZero();
    return {
      lineNo: i + 1,
      warehouseId: m.warehouseId,
      skuId: m.skuId,
      inQty: dec(m.outQty),
      outQty: dec(m.inQty),
      amount: valueOnly ? dec(m.amount).neg() : dec(m.amount),
      serials: m.serials,
      batches: m.batches,
      reversal: true,
    };
  });

/**
 * The appends expect the stock streams at the versions a plan was made from: should a sale land in between, the commit
 * fails and the audit is decided again on the new stock.
 */
export const pinned = (streams: AppendToStream[], versions: Map<string, number>) =>
  streams.map((s) => (versions.has(s.streamId) ? { ...s, expectedVersion: versions.get(s.streamId) || ('no_stream' as const) } : s));

/** A planned move as it goes: one that follows an earlier one takes that one's amount and batches. */
const arriving = (p: PlannedMove, moves: Move[]): PlannedMove =>
  p.follows === undefined ? p : { ...p, amount: dec(moves[p.follows].amount), batches: moves[p.follows].batches ?? [] };

/**
 * The movements with the StockMoved events per stock stream (and the serial registry's appends). Refuses the whole
 * document when any line would go below zero, or names a serial or batch that is not there (or, coming in, a serial
 * already in stock).
 */
export async function stockAppends({ es, ctx, session }: DocumentIo, doc: DocumentSaved, def: DocumentKind, planned: PlannedMove[]) {
  const states = new Map<string, { state: StockState; version: number; events: NewEvent[] }>();
  const moves: Move[] = [];
  const short: { lineNo: number; skuId: string; warehouseId: string; available: string; need: string }[] = [];
  const serials = new SerialRegistry(es, session.companyId);
  const ids = [...new Set(planned.map((p) => stockStream(session.companyId, p.warehouseId, p.skuId)))];
  await holdLanes(ids);
  for (const [id, loaded] of await es.loadMany(ids, session.companyId, emptyStock, evolveStock, stockSnapshots))
    states.set(id, { ...loaded, events: [] });
  for (const next of planned) {
    const p = arriving(next, moves);
    const entry = states.get(stockStream(session.companyId, p.warehouseId, p.skuId))!;
    if (p.outQty.gt(entry.state.qty))
      short.push({ lineNo: p.lineNo, skuId: p.skuId, warehouseId: p.warehouseId, available: toDb(entry.state.qty), need: toDb(p.outQty) });
    await serials.move(
      p.lineNo,
      p.skuId,
      { warehouseId: p.warehouseId, direction: p.inQty.gt(0) ? 'in' : 'out', docId: doc.docId },
      p.serials ?? [],
    );
    const batches = batchesOf(p, entry.state);
    const r = applyMove(entry.state, p);
    const move: Move = {
      warehouseId: p.warehouseId,
      skuId: p.skuId,
      inQty: toDb(p.inQty),
      outQty: toDb(p.outQty),
      amount: toDb(r.amount),
      ...(p.serials?.length && { serials: p.serials }),
      ...(batches.length && { batches }),
    };
    const data = moveData(
      { ...move, costPrice: r.costPrice, balance: r.state },
      { docId: doc.docId, billNo: doc.billNo, billType: def.billType, billDate: doc.billDate, ...(p.reversal && { reversal: true }) },
    );
    entry.state = evolveStock(r.state, { data } as StoredEvent);
    moves.push(move);
    entry.events.push({ type: 'StockMoved', data });
  }
  if (short.length && !(await ctx.settings(session.companyId)).allowNegativeStock) {
    const skus = await ctx.skus(
      session.companyId,
      short.map((s) => s.skuId),
    );
    const wh = await ctx.warehouseNames(session.companyId);
    const detail = short.map(
      (s) =>
        `第${s.lineNo}行 ${skus.get(s.skuId)?.name ?? ''}（${wh.get(s.warehouseId) ?? ''}）库存${dec(s.available)}，需要${dec(s.need)}`,
    );
    throw new BusinessRuleError('STOCK_SHORTAGE', `库存不足：${detail.join('；')}`, { lines: short });
  }
  const streams: AppendToStream[] = [...states].map(([streamId, s]) => ({
    streamId,
    streamType: 'Stock',
    expectedVersion: s.version || 'no_stream',
    events: s.events,
  }));
  return { moves, streams: [...streams, ...serials.streams()] };
}

/** The batch quantities a movement carries: exact ones, the inbound batch, or what the outbound line takes. */
function batchesOf(p: PlannedMove, state: StockState): BatchQty[] {
  if (p.batches) {
    if (p.outQty.gt(0)) for (const b of p.batches) takeBatches(`明细第${p.lineNo}行`, state.batches, dec(b.qty), b.batchNo);
    return p.batches;
  }
  if (!p.batch) return [];
  if (p.inQty.gt(0)) {
    const { batchNo, productionDate, expiryDate } = p.batch;
    const known = state.batches.get(batchNo!);
    if (known && (known.productionDate !== productionDate || known.expiryDate !== expiryDate)) {
      throw new BusinessRuleError(
        'BATCH_MISMATCH',
        `明细第${p.lineNo}行批次“${batchNo}”已在库，生产日期${known.productionDate}、到期${known.expiryDate}，与本行不同`,
        { lineNo: p.lineNo },
      );
    }
    return [{ batchNo: batchNo!, productionDate: productionDate!, expiryDate: expiryDate!, qty: toDb(p.inQty) }];
  }
  return takeBatches(`明细第${p.lineNo}行`, state.batches, p.outQty, p.batch.batchNo);
}
