import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream } from '@jxc/infra';
import type { OpeningStockEntry } from '../catalog';
import { commitNumbered, computeLines, DocumentContext, LineInput, PENDING_BILL_NO } from '../document-engine';
import { actorOf, Session } from '../identity';
import { dec } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { retrying } from '../shared/es/retrying';
import { SerialRegistry } from './serial-registry';
import { applyMove, emptyStock, evolveStock, moveData, stockSnapshots, stockStream } from './stock';
import { decideOpeningReversal, evolveOpening, noOpening, OPENING_BILL_TYPE, openingsOnly, openingStream } from './opening-stock';
import { trackLines } from './tracking';
import { shopDay } from '../contracts';

/**
 * Opening stock (期初): quantities and costs a company starts with, per warehouse and SKU. They become StockMoved
 * events like any other movement; a SKU that has already moved in a warehouse cannot get an opening balance there
 * (unless all it had there were openings, taken back).
 */
export class EnterOpeningStockCommand {
  constructor(
    readonly session: Session,
    readonly warehouseId: string,
    readonly inputs: LineInput[],
  ) {}
}

@CommandHandler(EnterOpeningStockCommand)
export class EnterOpeningStockHandler implements ICommandHandler<EnterOpeningStockCommand, { initId: string; billNo: string }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly ctx: DocumentContext,
  ) {}

  /** Openings of one SKU into several warehouses at once share its serials' stream: the one that loses decides again. */
  execute(command: EnterOpeningStockCommand) {
    return retrying(() => this.enter(command));
  }

  private async enter({ session, warehouseId, inputs }: EnterOpeningStockCommand) {
    await this.ctx.checkWarehouses(session, [warehouseId, ...inputs.map((l) => l.warehouseId ?? warehouseId)]);
    const skus = await this.ctx.skus(
      session.companyId,
      inputs.map((l) => l.skuId),
    );
    const lines = trackLines(computeLines(inputs, skus, warehouseId).lines, inputs, skus, 'in', true);
    const docId = randomUUID();
    const billDate = shopDay();
    const streams: AppendToStream[] = [];
    const seen = new Set<string>();
    const stockVersions: number[] = [];
    const serials = new SerialRegistry(this.es, session.companyId);
    for (const l of lines) {
      const id = stockStream(session.companyId, l.warehouseId, l.skuId);
      const { state, version } = await this.es.load(id, session.companyId, emptyStock(), evolveStock, stockSnapshots);
      const fresh = version === 0 || (state.qty.isZero() && (await this.es.load(id, session.companyId, true, openingsOnly)).state);
      if (!fresh || seen.has(id))
        throw new BusinessRuleError('BAD_STATUS', `期初明细第${l.lineNo}行的商品在该仓库已有出入库记录或重复录入，不能再录期初`);
      seen.add(id);
      stockVersions.push(version + 1);
      await serials.move(l.lineNo, l.skuId, { warehouseId: l.warehouseId, direction: 'in', docId }, l.serials);
      const r = applyMove(state, { inQty: dec(l.baseQty), outQty: dec(0), amount: dec(l.amount) });
      const batches = l.batchNo
        ? [{ batchNo: l.batchNo, productionDate: l.productionDate!, expiryDate: l.expiryDate!, qty: l.baseQty }]
        : [];
      const move = {
        warehouseId: l.warehouseId,
        skuId: l.skuId,
        inQty: l.baseQty,
        outQty: '0',
        amount: l.amount,
        serials: l.serials,
        batches,
      };
      const data = moveData(
        { ...move, costPrice: r.costPrice, balance: r.state },
        { docId, billNo: PENDING_BILL_NO, billType: OPENING_BILL_TYPE, billDate },
      );
      streams.push({ streamId: id, streamType: 'Stock', expectedVersion: version || 'no_stream', events: [{ type: 'StockMoved', data }] });
    }
    streams.push(...serials.streams());
    streams.push({
      streamId: openingStream(docId),
      streamType: 'InitStock',
      expectedVersion: 'no_stream',
      events: [{ type: 'OpeningStockEntered', data: { docId, billNo: PENDING_BILL_NO, warehouseId, lines, stockVersions } }],
    });
    return { initId: docId, billNo: await commitNumbered(this.es, streams, actorOf(session), { prefix: 'QC', billDate, docId }) };
  }
}

/** Takes an opening stock back whole (撤销期初, as an import of it is undone): each line goes out as it came in. */
export class ReverseOpeningStockCommand {
  constructor(
    readonly session: Session,
    readonly initId: string,
  ) {}
}

@CommandHandler(ReverseOpeningStockCommand)
export class ReverseOpeningStockHandler implements ICommandHandler<ReverseOpeningStockCommand, { initId: string; billNo: string }> {
  constructor(private readonly es: EventSourcing) {}

  execute(command: ReverseOpeningStockCommand) {
    return retrying(() => this.reverse(command));
  }

  private async reverse({ session, initId }: ReverseOpeningStockCommand) {
    const companyId = session.companyId;
    const opening = await this.es.load(openingStream(initId), companyId, noOpening, evolveOpening);
    const streamOf = (l: { warehouseId: string; skuId: string }) => stockStream(companyId, l.warehouseId, l.skuId);
    const stocks = await this.es.loadMany(
      (opening.state.entered?.lines ?? []).map(streamOf),
      companyId,
      emptyStock,
      evolveStock,
      stockSnapshots,
    );
    const { event, moves } = decideOpeningReversal(opening.state, (l) => stocks.get(streamOf(l))?.version ?? 0);
    const serials = new SerialRegistry(this.es, companyId);
    const doc = { docId: initId, billNo: event.data.billNo, billType: OPENING_BILL_TYPE, billDate: shopDay(), reversal: true as const };
    const streams: AppendToStream[] = [];
    for (const { lineNo, ...m } of moves) {
      await serials.move(lineNo, m.skuId, { warehouseId: m.warehouseId, direction: 'out', docId: initId }, m.serials);
      const r = applyMove(stocks.get(streamOf(m))!.state, { inQty: dec(0), outQty: dec(m.outQty), amount: dec(m.amount) });
      const data = moveData({ ...m, inQty: '0', costPrice: r.costPrice, balance: r.state }, doc);
      streams.push({ streamId: streamOf(m), streamType: 'Stock', expectedVersion: 1, events: [{ type: 'StockMoved', data }] });
    }
    streams.push(...serials.streams());
    streams.push({ streamId: openingStream(initId), streamType: 'InitStock', expectedVersion: opening.version, events: [event] });
    await this.es.commit(streams, actorOf(session));
    return { initId, billNo: event.data.billNo };
  }
}

/** The product import enters the opening stock of its columns by this same command. */
export const enterOpeningStock: OpeningStockEntry = (commands, session, warehouseId, lines) =>
  commands.execute(new EnterOpeningStockCommand(session, warehouseId, lines));
