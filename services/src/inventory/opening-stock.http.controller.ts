import { randomUUID } from 'node:crypto';
import { Body, Controller } from '@nestjs/common';
import { AppendToStream } from '@jxc/infra';
import { DataSource } from 'typeorm';
import { CurrentSession, Permission, Write } from '../identity';
import { actorOf, Session } from '../identity';
import { DocumentContext } from '../document-engine';
import { commitNumbered, PENDING_BILL_NO } from '../document-engine';
import { computeLines } from '../document-engine';
import { lineSchema } from '../document-engine';
import { applyMove, emptyStock, evolveStock, moveData, stockStream } from './stock';
import { SerialRegistry } from './serial-registry';
import { trackLines } from './tracking';
import { dec } from '../shared/decimal';
import { BusinessRuleError } from '../shared/errors';
import { EventSourcing } from '../shared/es/event-sourcing';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../shared/page-query';
import { array, text, validate } from '../shared/validation/schema';

const MENU = '3002';
const OPENING_BILL_TYPE = 100;

/**
 * Opening stock (期初): quantities and costs a company starts with, per warehouse and SKU. They become StockMoved
 * events like any other movement; a SKU that has already moved in a warehouse cannot get an opening balance there.
 */
@Controller('api/InitStock')
export class OpeningStockController {
  constructor(private readonly es: EventSourcing, private readonly ctx: DocumentContext, private readonly ds: DataSource) {}

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ warehouseId: text('仓库').required(), lines: array('期初明细', lineSchema).required().minItems(1).maxItems(500) }, body);
    await this.ctx.checkWarehouses(s, [input.warehouseId, ...input.lines.map((l) => l.warehouseId ?? input.warehouseId)]);
    const skus = await this.ctx.skus(s.companyId, input.lines.map((l) => l.skuId));
    const lines = trackLines(computeLines(input.lines, skus, input.warehouseId).lines, input.lines, skus, 'in', true);
    const docId = randomUUID();
    const billDate = new Date().toISOString().slice(0, 10);
    const streams: AppendToStream[] = [];
    const seen = new Set<string>();
    const serials = new SerialRegistry(this.es, s.companyId);
    for (const l of lines) {
      const id = stockStream(s.companyId, l.warehouseId, l.skuId);
      const { state, version } = await this.es.load(id, s.companyId, emptyStock(), evolveStock);
      if (version > 0 || seen.has(id)) throw new BusinessRuleError('BAD_STATUS', `期初明细第${l.lineNo}行的商品在该仓库已有出入库记录或重复录入，不能再录期初`);
      seen.add(id);
      await serials.move(l.lineNo, l.skuId, { warehouseId: l.warehouseId, direction: 'in', docId }, l.serials);
      const r = applyMove(state, { inQty: dec(l.baseQty), outQty: dec(0), amount: dec(l.amount) });
      const batches = l.batchNo ? [{ batchNo: l.batchNo, productionDate: l.productionDate!, expiryDate: l.expiryDate!, qty: l.baseQty }] : [];
      const move = { warehouseId: l.warehouseId, skuId: l.skuId, inQty: l.baseQty, outQty: '0', amount: l.amount, serials: l.serials, batches };
      const data = moveData({ ...move, costPrice: r.costPrice, balance: r.state }, { docId, billNo: PENDING_BILL_NO, billType: OPENING_BILL_TYPE, billDate });
      streams.push({ streamId: id, streamType: 'Stock', expectedVersion: 'no_stream', events: [{ type: 'StockMoved', data }] });
    }
    streams.push(...serials.streams());
    streams.push({ streamId: `InitStock-${docId}`, streamType: 'InitStock', expectedVersion: 'no_stream', events: [{ type: 'OpeningStockEntered', data: { docId, billNo: PENDING_BILL_NO, warehouseId: input.warehouseId, lines } }] });
    return { initId: docId, billNo: await commitNumbered(this.es, streams, actorOf(s), { prefix: 'QC', billDate, docId }) };
  }

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ keyword: text('关键字').maxWidth(60), warehouseId: text('仓库') }, body);
    const rows = await this.ds.query(
      `select fl.flow_id::text as "flowId", fl.bill_no as "billNo", fl.warehouse_id as "warehouseId", fl.sku_id as "skuId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", w.name as "warehouseName", p.product_name as "productName", k.spec,
              fl.in_qty::float8 as qty, fl.cost_price::float8 as "costPrice", fl.amount::float8 as amount, count(*) over ()::int as total
       from stock_flow fl join product_skus k on k.sku_id = fl.sku_id join products p on p.product_id = k.product_id left join master_records w on w.record_id = fl.warehouse_id
       where fl.company_id = $1 and fl.bill_type = $2 and ($3::text is null or fl.warehouse_id = $3) and ($4::text is null or k.search like $4)
       order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}`,
      [s.companyId, OPENING_BILL_TYPE, f.warehouseId ?? null, f.keyword ? `%${f.keyword.toLowerCase()}%` : null],
    );
    return toPage(q, rows[0]?.total ?? 0, rows.map(({ total: _, ...r }: { total: number }) => r));
  }
}
