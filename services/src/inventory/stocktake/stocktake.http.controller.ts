import { Body, Controller, Inject, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { readSheet } from '../../catalog';
import {
  checkSaveRights,
  DocumentContext,
  documentController,
  DocumentSaved,
  loadDocument,
  SaveDocumentCommand,
} from '../../document-engine';
import { CurrentSession, maskPrices, Permission, Session, Write } from '../../identity';
import { D, toNumber } from '../../shared/decimal';
import { BusinessRuleError } from '../../shared/errors';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { array, base64, bool, decimal, object, text, validate } from '../../shared/validation/schema';
import { countedSheet, countRowsOf, namedSkus } from './count-import';
import { countResults, previewCounts } from './stocktake';
import { INVTAK } from './stocktake.kind';
import { MAX_COUNT_LINES, StocktakeQueries } from './stocktake.queries';

const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;

const countLine = object({
  skuId: text('商品').required(),
  countQty: decimal('实盘数量').required().min(0).places(6),
  serials: array('序列号', text('序列号')).maxItems(10000),
  batchNo: text('批次号'),
  productionDate: text('生产日期').date(),
  expiryDate: text('到期日期').date(),
  remark: text('备注').maxWidth(100),
});

const SAVE = {
  invtakId: text('盘点单'),
  warehouseId: text('仓库').required(),
  billDate: text('单据日期').required().date(),
  lines: array('明细', countLine).required().minItems(1).maxItems(MAX_COUNT_LINES),
  remark: text('备注').maxWidth(200),
  audit: bool('保存并审核'),
};

/** What the kit's controller answers that this one builds on. */
interface DocumentApi {
  readonly commands: CommandBus;
  readonly es: EventSourcing;
  detail(body: unknown, s: Session): Promise<Record<string, unknown> & { lines: Record<string, unknown>[] }>;
}

/**
 * `/api/Invtak/…`: the document kit's Audit, WriteBack, Remove, PageQuery and DetailPageQuery; Save takes counted
 * quantities (countQty, 0 allowed); Detail answers each line's book, count and difference; CountSheet starts a count,
 * ImportCount reads one back from Excel.
 */
@Controller(`api/${INVTAK.kind}`)
export class InvtakController extends (documentController(INVTAK) as Type<DocumentApi>) {
  @Inject(StocktakeQueries) private readonly stocktakes!: StocktakeQueries;
  @Inject(DocumentContext) private readonly ctx!: DocumentContext;

  /**
   * A SKU is counted on one open stocktake of a warehouse at a time: several may be open at once (one per shelf or
   * class), never two counting the same goods.
   */
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(SAVE, body);
    checkSaveRights(INVTAK, s, input.invtakId, !!input.audit);
    await this.ctx.checkWarehouses(s, [input.warehouseId]);
    const open = await this.stocktakes.openElsewhere(
      s.companyId,
      input.warehouseId,
      input.lines.map((l) => l.skuId),
      input.invtakId,
    );
    const clash = input.lines.findIndex((l) => open.has(l.skuId));
    if (clash >= 0)
      throw new BusinessRuleError(
        'OPEN_STOCKTAKE',
        `明细第${clash + 1}行的商品已在未审核的盘点单${open.get(input.lines[clash].skuId)}中，请先审核或删除该单`,
      );
    const lines = input.lines.map(({ countQty, ...l }) => ({ ...l, qty: countQty, price: new D(0) }));
    const r = await this.commands.execute(
      new SaveDocumentCommand(
        INVTAK,
        s,
        { billDate: input.billDate, warehouseId: input.warehouseId, lines, remark: input.remark },
        input.invtakId,
        !!input.audit,
      ),
    );
    return { invtakId: r.docId, billNo: r.billNo, status: r.status };
  }

  /**
   * The kit's detail, each line with its book, count and difference (+ gain, − loss) and what that cost: once
   * audited, as the audit posted them; before, against the book now (what an audit now would post, and why it would
   * refuse a line).
   */
  @Permission(INVTAK.menuId, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const d = await super.detail(body, s);
    const { state } = await loadDocument(this.es, INVTAK, String(d[INVTAK.idField]), s.companyId);
    const counts = new Map(
      (state.status === 'draft' ? await this.preview(s, state.doc!) : countResults(state.doc!.lines, state.moves)).map((c) => [
        c.lineNo,
        c,
      ]),
    );
    const lines = d.lines.map(({ stockAmount: _, batches: __, ...l }) => {
      const found = counts.get(Number(l.lineNo));
      // The read model may not have caught up with an edit yet: its lines then go as they are.
      if (!found) return l;
      const { lineNo: ___, diffAmount, ...c } = found;
      const line = {
        ...l,
        bookQty: toNumber(c.bookQty),
        countQty: toNumber(c.countQty),
        diffQty: toNumber(c.diffQty),
        diffAmount: diffAmount === null ? null : toNumber(diffAmount),
      };
      return { ...maskPrices(s, line, { diffAmount: 'costPrice' }), ...('problem' in c && { problem: c.problem }) };
    });
    return { ...d, lines };
  }

  private async preview(s: Session, doc: DocumentSaved) {
    const skuIds = doc.lines.map((l) => l.skuId);
    const [books, skus] = await Promise.all([
      this.stocktakes.books(s.companyId, doc.warehouseId, skuIds),
      this.ctx.skus(s.companyId, skuIds),
    ]);
    return previewCounts(doc.lines, books, skus);
  }

  /** The count sheet of a warehouse: every SKU it holds, or a product class's, or the SKUs chosen, with their book. */
  @Permission(INVTAK.menuId, 'query')
  @Action('CountSheet')
  async countSheet(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      { warehouseId: text('仓库').required(), classId: text('商品分类'), skuIds: array('商品', text('商品')).maxItems(MAX_COUNT_LINES) },
      body,
    );
    await this.ctx.checkWarehouses(s, [f.warehouseId]);
    await this.ctx.checkRef('ProductClass', s.companyId, f.classId, '商品分类', 'classId');
    return { data: await this.stocktakes.countSheet(s, f) };
  }

  /** Counts read from a count sheet workbook, as lines of the warehouse's count sheet; rows it could not read, with why. */
  @Permission(INVTAK.menuId, 'import')
  @Action('ImportCount')
  async importCount(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate(
      {
        warehouseId: text('仓库').required(),
        fileName: text('文件名').maxWidth(200),
        content: base64('文件内容', MAX_WORKBOOK_BYTES).required(),
      },
      body,
    );
    await this.ctx.checkWarehouses(s, [f.warehouseId]);
    const sheet = await readSheet(f.content);
    const { barCodes, codes } = namedSkus(sheet);
    const { rows, errors } = countRowsOf(sheet, await this.stocktakes.skuKeys(s.companyId, barCodes, codes));
    const skuIds = [...new Set(rows.map((r) => r.skuId))];
    const lines = skuIds.length ? await this.stocktakes.countSheet(s, { warehouseId: f.warehouseId, skuIds }) : [];
    return { data: countedSheet(rows, lines), errors };
  }
}
