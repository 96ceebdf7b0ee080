import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream, NewEvent, StoredEvent } from '@jxc/infra';
import { Session, actorOf } from '../identity/auth/session';
import { D, Dec, dec, toDb } from '../shared/decimal';
import { BusinessRuleError, ForbiddenError, ValidationError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { retrying } from '../shared/es/retrying';
import { billCap, commitNumbered, PENDING_BILL_NO } from './bill-number';
import { DocumentContext } from './document-context';
import { DocumentKind, DOCUMENT_KINDS } from './document-kinds';
import { decideDocument, DocumentSaved, DocumentState, evolveDocument, initialDocument } from './document';
import { computeLines, DocLine, LineInput, qtyBySku } from './lines';
import { applyMove, emptyStock, evolveStock, Move, moveData, StockState, stockStream } from './stock';
import { SerialRegistry } from './serial-registry';
import { BatchQty, takeBatches, trackLines } from './tracking';

export interface DocumentInput {
  partnerId: string;
  billDate: string;
  warehouseId: string;
  lines: LineInput[];
  discountAmount?: Dec;
  settleAmount?: Dec;
  accountId?: string;
  remark?: string;
  sourceId?: string;
}

export class SaveDocumentCommand {
  constructor(readonly def: DocumentKind, readonly session: Session, readonly input: DocumentInput, readonly docId?: string, readonly audit = false) {}
}
export class AuditDocumentCommand {
  constructor(readonly def: DocumentKind, readonly session: Session, readonly docId: string) {}
}
export class WriteBackDocumentCommand {
  constructor(readonly def: DocumentKind, readonly session: Session, readonly docId: string) {}
}
export class RemoveDocumentCommand {
  constructor(readonly def: DocumentKind, readonly session: Session, readonly docId: string) {}
}

export const docStream = (def: DocumentKind, id: string) => `${def.kind}-${id}`;
/** Builds the saved document from the input: references checked, lines computed; with any warning for the caller. */
async function prepare(ctx: DocumentContext, def: DocumentKind, session: Session, input: DocumentInput, docId: string, billNo: string): Promise<{ doc: DocumentSaved; warning?: string }> {
  await ctx.checkRef(def.partner.kind, session.companyId, input.partnerId, def.partner.label, def.partner.field);
  await ctx.checkWarehouses(session, [input.warehouseId, ...input.lines.map((l) => l.warehouseId ?? input.warehouseId)]);
  await ctx.checkRef('Account', session.companyId, input.accountId, '结算账户', 'accountId');
  const settle = input.settleAmount ?? new D(0);
  ctx.requireAccount(toDb(settle), input.accountId, def.settle.label);
  const skus = await ctx.skus(session.companyId, input.lines.map((l) => l.skuId));
  const computed = computeLines(input.lines, skus, input.warehouseId, input.discountAmount);
  const lines = trackLines(computed.lines, input.lines, skus, def.direction);
  const totals = computed.totals;
  const warning = def.kind === 'Sale' || def.kind === 'SaleOffer' ? await checkLowestPrices(ctx, session, lines, skus) : undefined;
  if (settle.gt(totals.totalAmount)) throw new ValidationError(`${def.settle.label}不能大于单据金额`, def.settle.field);
  const doc = {
    docId, billType: def.billType, billNo, billDate: input.billDate, partnerId: input.partnerId, warehouseId: input.warehouseId, lines, totals,
    settleAmount: toDb(settle), accountId: input.accountId ?? null, remark: input.remark ?? '', sourceId: input.sourceId ?? null,
  };
  return { doc, warning };
}

/**
 * Selling below a SKU's lowest price (per main unit, after the line discount): refused when the company says so;
 * otherwise allowed, and the warning travels back with the saved document.
 */
async function checkLowestPrices(ctx: DocumentContext, session: Session, lines: DocLine[], skus: Map<string, { name: string; lowestPrice: string | null }>): Promise<string | undefined> {
  const below = lines.filter((l) => {
    const lowest = skus.get(l.skuId)?.lowestPrice;
    return lowest !== null && lowest !== undefined && dec(l.price).times(l.discount).div(100).div(l.ratio).lt(lowest);
  });
  if (!below.length) return undefined;
  const message = `低于最低售价：${below.map((l) => `第${l.lineNo}行 ${skus.get(l.skuId)!.name}（最低${dec(skus.get(l.skuId)!.lowestPrice!)}）`).join('；')}`;
  const rule = (await ctx.settings(session.companyId)).lowestPriceRule;
  if (rule === 'refuse') throw new BusinessRuleError('LOWEST_PRICE', message, { lines: below.map((l) => l.lineNo) });
  return rule === 'warn' ? message : undefined;
}

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
}

/**
 * The stock movements of an audit (or of a write-back: the audit's movements reversed at their own amounts), with
 * the StockMoved events per stock stream (and the serial registry's appends). Refuses the whole document when any line
 * would go below zero, or names a serial or batch that is not there (or, coming in, a serial already in stock).
 */
async function stockAppends(es: EventSourcing, session: Session, ctx: DocumentContext, doc: DocumentSaved, def: DocumentKind, planned: PlannedMove[]) {
  const states = new Map<string, { state: StockState; version: number; events: NewEvent[] }>();
  const moves: Move[] = [];
  const short: { lineNo: number; skuId: string; warehouseId: string; available: string; need: string }[] = [];
  const serials = new SerialRegistry(es, session.companyId);
  for (const p of planned) {
    const id = stockStream(session.companyId, p.warehouseId, p.skuId);
    if (!states.has(id)) states.set(id, { ...(await es.load(id, session.companyId, emptyStock(), evolveStock)), events: [] });
    const entry = states.get(id)!;
    if (p.outQty.gt(entry.state.qty)) short.push({ lineNo: p.lineNo, skuId: p.skuId, warehouseId: p.warehouseId, available: toDb(entry.state.qty), need: toDb(p.outQty) });
    await serials.move(p.lineNo, p.skuId, { warehouseId: p.warehouseId, direction: p.inQty.gt(0) ? 'in' : 'out', docId: doc.docId }, p.serials ?? []);
    const batches = batchesOf(p, entry.state);
    const r = applyMove(entry.state, p);
    const move: Move = { warehouseId: p.warehouseId, skuId: p.skuId, inQty: toDb(p.inQty), outQty: toDb(p.outQty), amount: toDb(r.amount), ...(p.serials?.length && { serials: p.serials }), ...(batches.length && { batches }) };
    const data = moveData({ ...move, costPrice: r.costPrice, balance: r.state }, { docId: doc.docId, billNo: doc.billNo, billType: def.billType, billDate: doc.billDate });
    entry.state = evolveStock(r.state, { data } as StoredEvent);
    moves.push(move);
    entry.events.push({ type: 'StockMoved', data });
  }
  if (short.length && !(await ctx.settings(session.companyId)).allowNegativeStock) {
    const skus = await ctx.skus(session.companyId, short.map((s) => s.skuId));
    const wh = await ctx.warehouseNames(session.companyId);
    const detail = short.map((s) => `第${s.lineNo}行 ${skus.get(s.skuId)?.name ?? ''}（${wh.get(s.warehouseId) ?? ''}）库存${dec(s.available)}，需要${dec(s.need)}`);
    throw new BusinessRuleError('STOCK_SHORTAGE', `库存不足：${detail.join('；')}`, { lines: short });
  }
  const streams: AppendToStream[] = [...states].map(([streamId, s]) => ({ streamId, streamType: 'Stock', expectedVersion: s.version || 'no_stream', events: s.events }));
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
      throw new BusinessRuleError('BATCH_MISMATCH', `明细第${p.lineNo}行批次“${batchNo}”已在库，生产日期${known.productionDate}、到期${known.expiryDate}，与本行不同`, { lineNo: p.lineNo });
    }
    return [{ batchNo: batchNo!, productionDate: productionDate!, expiryDate: expiryDate!, qty: toDb(p.inQty) }];
  }
  return takeBatches(`明细第${p.lineNo}行`, state.batches, p.outQty, p.batch.batchNo);
}

/**
 * Movements an audit plans. Purchases come in at what they cost; everything going out leaves at the moving average;
 * a sale return comes back at its sale's cost per unit when it names the sale, otherwise at the current average.
 * Inbound lines carry their batch; an outbound line of a shelf-life SKU (`skus`, looked up for outbound only) takes one.
 */
async function plannedMoves(es: EventSourcing, session: Session, def: DocumentKind, doc: DocumentSaved, skus: Map<string, { lifeFlag: boolean }>): Promise<PlannedMove[]> {
  const unitCost = def.kind === 'SaleReturn' && doc.sourceId ? await saleUnitCosts(es, session, doc.sourceId) : undefined;
  return doc.lines.map((l) => {
    const qty = dec(l.baseQty);
    const inbound = def.direction === 'in';
    const amount = !inbound ? undefined : def.kind === 'Buy' ? dec(l.costAmount) : unitCost?.get(l.skuId)?.times(qty).toDecimalPlaces(6);
    const tracked = inbound ? !!l.productionDate : skus.get(l.skuId)?.lifeFlag;
    const batch = tracked ? { batchNo: l.batchNo ?? null, productionDate: l.productionDate ?? null, expiryDate: l.expiryDate ?? null } : undefined;
    return { lineNo: l.lineNo, warehouseId: l.warehouseId, skuId: l.skuId, inQty: inbound ? qty : new D(0), outQty: inbound ? new D(0) : qty, amount, serials: l.serials, batch };
  });
}

/** What each SKU of an audited sale cost per main unit, from the movements of its audit. */
async function saleUnitCosts(es: EventSourcing, session: Session, saleId: string): Promise<Map<string, Dec>> {
  const sale = DOCUMENT_KINDS.find((k) => k.kind === 'Sale')!;
  const { state } = await es.load(docStream(sale, saleId), session.companyId, initialDocument, evolveDocument);
  const totals = new Map<string, { qty: Dec; amount: Dec }>();
  for (const m of state.moves) {
    const t = totals.get(m.skuId) ?? { qty: new D(0), amount: new D(0) };
    totals.set(m.skuId, { qty: t.qty.plus(m.outQty), amount: t.amount.plus(m.amount) });
  }
  return new Map([...totals].filter(([, t]) => t.qty.gt(0)).map(([sku, t]) => [sku, t.amount.div(t.qty)]));
}

/** A return against a purchase takes no more than was bought and not yet returned; recorded on the source's stream. */
async function sourceAppend(es: EventSourcing, session: Session, def: DocumentKind, doc: DocumentSaved, reverse: boolean): Promise<AppendToStream[]> {
  if (!def.source || !doc.sourceId) return [];
  const sourceDef = DOCUMENT_KINDS.find((k) => k.kind === def.source!.kind)!;
  const { state, version } = await es.load(docStream(sourceDef, doc.sourceId), session.companyId, initialDocument, evolveDocument);
  if (!state.exists || state.status === 'removed') throw new ValidationError(`${def.source.label}不存在`, def.source.field);
  const want = qtyBySku(doc.lines);
  if (!reverse) {
    if (state.status !== 'audited') throw new BusinessRuleError('BAD_STATUS', `${def.source.label}未审核或已红冲`);
    if (state.doc!.partnerId !== doc.partnerId) throw new ValidationError(`${def.source.label}的${def.partner.label}与本单不同`, def.partner.field);
    const had = qtyBySku(state.doc!.lines);
    for (const [sku, qty] of want) {
      const open = (had.get(sku) ?? new D(0)).minus(state.consumed.get(sku) ?? 0);
      if (qty.gt(open)) throw new BusinessRuleError('OVER_SOURCE', `数量超过${def.source.label}未处理的数量（剩余${open}）`, { skuId: sku, open: toDb(open) });
    }
  }
  const qty = Object.fromEntries([...want].map(([k, v]) => [k, toDb(v)]));
  const type = `${sourceDef.kind}${reverse ? 'ConsumptionReversed' : 'Consumed'}`;
  return [{ streamId: docStream(sourceDef, doc.sourceId), streamType: sourceDef.kind, expectedVersion: version, events: [{ type, data: { by: doc.docId, billNo: doc.billNo, qty } }] }];
}

async function auditAppends(es: EventSourcing, ctx: DocumentContext, def: DocumentKind, session: Session, state: DocumentState, version: number | 'no_stream', prior: NewEvent[]) {
  const doc = state.doc!;
  const { moves, streams } = def.direction === 'none' ? { moves: [], streams: [] } : await stockAppends(es, session, ctx, doc, def, await plannedMoves(es, session, def, doc, def.direction === 'out' ? await ctx.skus(session.companyId, doc.lines.map((l) => l.skuId)) : new Map()));
  const events = [...prior, ...decideDocument(def.kind, def.title).audit(state, moves)];
  return [{ streamId: docStream(def, doc.docId), streamType: def.kind, expectedVersion: version, events }, ...streams, ...(await sourceAppend(es, session, def, doc, false))];
}

const fold = (state: DocumentState, events: NewEvent[]) => events.reduce((s, e) => evolveDocument(s, e as StoredEvent), state);

@CommandHandler(SaveDocumentCommand)
export class SaveDocumentHandler implements ICommandHandler<SaveDocumentCommand, { docId: string; billNo: string; status: string; warning?: string }> {
  private readonly audits: AuditDocumentHandler;

  constructor(private readonly es: EventSourcing, private readonly ctx: DocumentContext) {
    this.audits = new AuditDocumentHandler(es, ctx);
  }

  async execute({ def, session, input, docId, audit }: SaveDocumentCommand) {
    const decide = decideDocument(def.kind, def.title);
    const id = docId ?? randomUUID();
    // A new document is numbered (and counted) by the commit that writes it.
    let fresh: DocumentSaved | undefined;
    let warning: string | undefined;
    if (!docId) {
      const { doc: draft, warning: w } = await prepare(this.ctx, def, session, input, id, PENDING_BILL_NO);
      warning = w;
      fresh = draft;
    }
    const multiLevel = audit && ((await this.ctx.settings(session.companyId)).approvals[def.kind]?.length ?? 0) > 1;
    if (multiLevel) audit = false;
    const saved = await retrying(async () => {
      const { state, version } = fresh ? { state: initialDocument, version: 'no_stream' as const } : await this.es.load(docStream(def, id), session.companyId, initialDocument, evolveDocument);
      let events: NewEvent[];
      if (fresh) events = decide.save(fresh);
      else {
        const prepared = await prepare(this.ctx, def, session, input, id, state.doc?.billNo ?? '');
        warning = prepared.warning;
        events = decide.edit(state, prepared.doc);
      }
      const saved = fold(state, events);
      const streams = audit ? await auditAppends(this.es, this.ctx, def, session, saved, version, events) : [{ streamId: docStream(def, id), streamType: def.kind, expectedVersion: version, events }];
      const billNo = fresh
        ? await commitNumbered(this.es, streams, actorOf(session), { prefix: def.prefix, billDate: input.billDate, docId: id, cap: billCap(session) })
        : await this.es.commit(streams, actorOf(session)).then(() => saved.doc!.billNo);
      return { docId: id, billNo, status: audit ? 'audited' : 'draft', warning };
    });
    if (!multiLevel) return saved;
    return { ...saved, status: await this.audits.execute({ def, session, docId: id }) };
  }
}

/**
 * Audit, or one level of it where the company set up multi-level approval: each call by an approver of the next
 * level records that level; the last level's approval audits (moves stock and money) in the same append.
 */
@CommandHandler(AuditDocumentCommand)
export class AuditDocumentHandler implements ICommandHandler<AuditDocumentCommand, string> {
  constructor(private readonly es: EventSourcing, private readonly ctx: DocumentContext) {}

  execute({ def, session, docId }: AuditDocumentCommand) {
    return retrying(async () => {
      const decide = decideDocument(def.kind, def.title);
      const { state, version } = await this.es.load(docStream(def, docId), session.companyId, initialDocument, evolveDocument);
      const levels = (await this.ctx.settings(session.companyId)).approvals[def.kind] ?? [];
      if (levels.length <= 1) {
        if (levels[0]?.length) mustApprove(levels[0], session, 1);
        decide.audit(state, []);
        await this.es.commit(await auditAppends(this.es, this.ctx, def, session, state, version, []), actorOf(session));
        return 'audited';
      }
      const level = state.approvals + 1;
      mustApprove(levels[level - 1] ?? [], session, level);
      const approved = decide.approve(state, level);
      if (level < levels.length) {
        await this.es.commit([{ streamId: docStream(def, docId), streamType: def.kind, expectedVersion: version, events: approved }], actorOf(session));
        return 'approving';
      }
      await this.es.commit(await auditAppends(this.es, this.ctx, def, session, fold(state, approved), version, approved), actorOf(session));
      return 'audited';
    });
  }
}

function mustApprove(approvers: string[], session: Session, level: number) {
  if (approvers.length && !approvers.includes(session.userId) && !session.isAdmin) throw new ForbiddenError(`您不是第${level}级审批人`);
}

@CommandHandler(WriteBackDocumentCommand)
export class WriteBackDocumentHandler implements ICommandHandler<WriteBackDocumentCommand, string> {
  constructor(private readonly es: EventSourcing, private readonly ctx: DocumentContext) {}

  execute({ def, session, docId }: WriteBackDocumentCommand) {
    return retrying(async () => {
      const { state, version } = await this.es.load(docStream(def, docId), session.companyId, initialDocument, evolveDocument);
      const events = decideDocument(def.kind, def.title).writeBack(state);
      const reversal = state.moves.map((m, i) => ({ lineNo: i + 1, warehouseId: m.warehouseId, skuId: m.skuId, inQty: dec(m.outQty), outQty: dec(m.inQty), amount: dec(m.amount), serials: m.serials, batches: m.batches }));
      const { streams } = reversal.length ? await stockAppends(this.es, session, this.ctx, state.doc!, def, reversal) : { streams: [] };
      const source = await sourceAppend(this.es, session, def, state.doc!, true);
      await this.es.commit([{ streamId: docStream(def, docId), streamType: def.kind, expectedVersion: version, events }, ...streams, ...source], actorOf(session));
      return 'reversed';
    });
  }
}

@CommandHandler(RemoveDocumentCommand)
export class RemoveDocumentHandler implements ICommandHandler<RemoveDocumentCommand, string> {
  constructor(private readonly es: EventSourcing) {}

  async execute({ def, session, docId }: RemoveDocumentCommand) {
    const { state, version } = await this.es.load(docStream(def, docId), session.companyId, initialDocument, evolveDocument);
    await this.es.commit([{ streamId: docStream(def, docId), streamType: def.kind, expectedVersion: version, events: decideDocument(def.kind, def.title).remove(state) }], actorOf(session));
    return 'removed';
  }
}
