import { Body, Controller, Inject, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { hasPriceFlag } from '../../contracts';
import { checkSaveRights, DocumentContext, documentController, SaveDocumentCommand } from '../../document-engine';
import { CurrentSession, maskPrices, Permission, Session, Write } from '../../identity';
import { dec, toNumber } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, bool, decimal, object, text, validate } from '../../shared/validation/schema';
import { AdjustResult, adjustResult, bookBefore, CostBook } from './cost-adjustment';
import { COST_PRICE } from './cost-adjustment.kind';
import { StockQueries } from '../stock.queries';

const SAVE = {
  adjustId: text('成本调价单'),
  warehouseId: text('仓库').required(),
  billDate: text('单据日期').required().date(),
  lines: array(
    '明细',
    object({
      skuId: text('商品').required(),
      costPrice: decimal('调整后成本价').required().min(0).places(6),
      remark: text('备注').maxWidth(100),
    }),
  )
    .required()
    .minItems(1)
    .maxItems(500),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};

interface DocumentApi {
  readonly commands: CommandBus;
  detail(
    body: unknown,
    s: Session,
  ): Promise<Record<string, unknown> & { status: string; warehouseId: string; lines: Record<string, unknown>[] }>;
}

/**
 * `/api/CostPrice/…` (成本调价): the document kit's Audit, WriteBack, Remove, PageQuery and DetailPageQuery; Save takes
 * each SKU's new cost (costPrice); Detail answers each line's stock, cost before and after and the value it adds (−
 * takes): once audited as the audit posted them, before that against the stock now.
 */
@Controller(`api/${COST_PRICE.kind}`)
export class CostPriceController extends (documentController(COST_PRICE) as Type<DocumentApi>) {
  @Inject(DocumentContext) private readonly ctx!: DocumentContext;
  @Inject(StockQueries) private readonly stock!: StockQueries;

  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(SAVE, body);
    checkSaveRights(COST_PRICE, s, input.adjustId, !!input.audit);
    input.lines.forEach((l, i) => {
      const first = input.lines.findIndex((o) => o.skuId === l.skuId);
      if (first < i) throw new ValidationError(`明细第${i + 1}行与第${first + 1}行是同一商品，请合并为一行`, 'lines');
    });
    const lines = input.lines.map(({ costPrice, ...l }) => ({ ...l, qty: dec(1), price: costPrice }));
    const r = await this.commands.execute(
      new SaveDocumentCommand(
        COST_PRICE,
        s,
        { billDate: input.billDate, warehouseId: input.warehouseId, lines, remark: input.remark },
        input.adjustId,
        !!input.audit,
      ),
    );
    return { adjustId: r.docId, billNo: r.billNo, status: r.status };
  }

  @Permission(COST_PRICE.menuId, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const d = await super.detail(body, s);
    // A result is figured from the line's cost price, which comes masked to a caller who may not see costs.
    const results = new Map(
      s.isAdmin || hasPriceFlag(s.pricePerm, 'costPrice') ? (await this.results(s, d)).map((r) => [r.lineNo, r]) : [],
    );
    const lines = d.lines.map(({ qty: _, price, amount: __, taxAmount: ___, lineTotal: ____, stockAmount: _____, ...l }) => {
      const r = results.get(Number(l.lineNo));
      const line = {
        ...l,
        costPrice: price,
        ...(r && {
          bookQty: toNumber(r.bookQty),
          oldCostPrice: toNumber(r.oldCostPrice),
          newCostPrice: toNumber(r.newCostPrice),
          diffAmount: toNumber(r.diffAmount),
        }),
      };
      return maskPrices(s, line, { costPrice: 'costPrice', oldCostPrice: 'costPrice', newCostPrice: 'costPrice', diffAmount: 'costPrice' });
    });
    return { ...d, lines };
  }

  /** The stock and cost of the SKUs being entered on a 成本调价单, in its warehouse. */
  @Permission(COST_PRICE.menuId, 'query')
  @Action('Books')
  async books(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ warehouseId: text('仓库').required(), skuIds: array('商品', text('商品')).required().maxItems(500) }, body);
    await this.ctx.checkWarehouses(s, [f.warehouseId]);
    const rows = await this.stock.costBooks(s.companyId, f.warehouseId, f.skuIds);
    return { data: rows.map((r) => maskPrices(s, r, { costPrice: 'costPrice' })) };
  }

  /** Each line's result: as its movement recorded it once audited; before that, what an audit now would do. */
  private async results(
    s: Session,
    d: { status: string; warehouseId: string; lines: Record<string, unknown>[] } & Record<string, unknown>,
  ): Promise<AdjustResult[]> {
    const skuIds = d.lines.map((l) => String(l.skuId));
    const line = (l: Record<string, unknown>) => ({ lineNo: Number(l.lineNo), price: String(l.price) });
    if (d.status === 'draft') {
      const rows = await this.stock.exactBooks(s.companyId, d.warehouseId, skuIds);
      const books = new Map<string, CostBook>(rows.map((r) => [r.sku_id, { qty: dec(r.qty), amount: dec(r.amount) }]));
      return d.lines.flatMap((l) => {
        const book = books.get(String(l.skuId));
        return book?.qty.gt(0) ? [adjustResult(line(l), book, book.qty.times(String(l.price)).toDecimalPlaces(6).minus(book.amount))] : [];
      });
    }
    const moved = await this.stock.movedBy(s.companyId, String(d[COST_PRICE.idField]), skuIds);
    const bySku = new Map(moved.map((m) => [m.sku_id, m]));
    return d.lines.flatMap((l) => {
      const m = bySku.get(String(l.skuId));
      return m
        ? [
            adjustResult(
              line(l),
              bookBefore({ balanceQty: m.balance_qty, balanceAmount: m.balance_amount, amount: m.amount }),
              dec(m.amount),
            ),
          ]
        : [];
    });
  }
}
