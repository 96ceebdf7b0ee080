import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppendToStream } from '@jxc/infra';
import type { OpeningStockEntry } from '../catalog';
import { commitNumbered, computeLines, DocumentContext, LineInput, PENDING_BILL_NO } from '../document-engine';
import { actorOf, Session } from '../identity';
import { dec } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { SerialRegistry } from './serial-registry';
import { applyMove, emptyStock, evolveStock, moveData, stockSnapshots, stockStream } from './stock';
import { trackLines } from './tracking';
import { shopDay } from '../contracts';

/** The bill type opening stock carries in stock flows. */
export const OPENING_BILL_TYPE = 100;

/**
 * Opening stock (期初): quantities and costs a company starts with, per warehouse and SKU. They become StockMoved
 * events like any other movement; a SKU that has already moved in a warehouse cannot get an opening balance there.
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

  async execute({ session, warehouseId, inputs }: EnterOpeningStockCommand) {
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
    const serials = new SerialRegistry(this.es, session.companyId);
    for (const l of lines) {
      const id = stockStream(session.companyId, l.warehouseId, l.skuId);
      const { state, version } = await this.es.load(id, session.companyId, emptyStock(), evolveStock, stockSnapshots);
      if (version > 0 || seen.has(id))
        throw new BusinessRuleError('BAD_STATUS', `期初明细第${l.lineNo}行的商品在该仓库已有出入库记录或重复录入，不能再录期初`);
      seen.add(id);
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
      streams.push({ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: [{ type: 'StockMoved', data }] });
    }
    streams.push(...serials.streams());
    streams.push({
      streamId: `InitStock-${docId}`,
      streamType: 'InitStock',
      expectedVersion: 'no_stream',
      events: [{ type: 'OpeningStockEntered', data: { docId, billNo: PENDING_BILL_NO, warehouseId, lines } }],
    });
    return { initId: docId, billNo: await commitNumbered(this.es, streams, actorOf(session), { prefix: 'QC', billDate, docId }) };
  }
}

/** The product import enters the opening stock of its columns by this same command. */
export const enterOpeningStock: OpeningStockEntry = (commands, session, warehouseId, lines) =>
  commands.execute(new EnterOpeningStockCommand(session, warehouseId, lines));
