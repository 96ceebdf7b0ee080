import { Body, Controller, Inject, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PRICE_TYPES } from '../contracts';
import { checkSaveRights, DocumentContext, documentController, SaveDocumentCommand } from '../document-engine';
import { CurrentSession, maskPrices, Permission, Session, Write } from '../identity';
import { parsePageQuery } from '../shared/page-query';
import { dec } from '../shared/decimal';
import { ValidationError } from '../shared/errors';
import { Action } from '../shared/http/envelope.interceptor';
import { array, bool, decimal, object, text, validate } from '../shared/validation/schema';
import { CHANGE_PRICE } from './change-price.kind';
import { flagOf, PriceQueries, priceTypeName } from './price.queries';

const GRADE = 'gradePrice';

const SAVE = {
  changeId: text('调价单'),
  billDate: text('单据日期').required().date(),
  effectiveDate: text('生效日期').date(),
  lines: array(
    '明细',
    object({
      skuId: text('商品').required(),
      priceType: text('价格类型')
        .required()
        .oneOf([...Object.keys(PRICE_TYPES), GRADE]),
      gradeId: text('客户等级'),
      price: decimal('调整后价格').required().min(0).places(6),
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
  detail(body: unknown, s: Session): Promise<Record<string, unknown> & { status: string; lines: Record<string, unknown>[] }>;
}

/**
 * `/api/ChangePrice/…` (调价单): the document kit's Audit, WriteBack, Remove, PageQuery and DetailPageQuery; Save takes
 * lines of {skuId, priceType (salePrice, wholesalePrice, purchasePrice, lowestPrice or gradePrice with gradeId), price}
 * and a 生效日期; Detail answers each line's price before (as the audit found it, or as it is now) and after.
 */
@Controller(`api/${CHANGE_PRICE.kind}`)
export class ChangePriceController extends (documentController(CHANGE_PRICE) as Type<DocumentApi>) {
  @Inject(DocumentContext) private readonly ctx!: DocumentContext;
  @Inject(PriceQueries) private readonly prices!: PriceQueries;

  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(SAVE, body);
    checkSaveRights(CHANGE_PRICE, s, input.changeId, !!input.audit);
    if (input.effectiveDate && input.effectiveDate < input.billDate) throw new ValidationError('生效日期不能早于单据日期', 'effectiveDate');
    const keys: string[] = [];
    for (const [i, l] of input.lines.entries()) {
      const row = `明细第${i + 1}行`;
      if (l.priceType === GRADE) {
        if (!l.gradeId) throw new ValidationError(`${row}请选择客户等级`, 'lines');
        await this.ctx.checkRef('CustomGrade', s.companyId, l.gradeId, `${row}的客户等级`, 'lines');
      }
      const key = `${l.skuId}|${l.priceType}|${l.priceType === GRADE ? l.gradeId : ''}`;
      if (keys.includes(key)) throw new ValidationError(`${row}与第${keys.indexOf(key) + 1}行调整的是同一商品的同一价格`, 'lines');
      keys.push(key);
    }
    const lines = input.lines.map(({ priceType, gradeId, ...l }) => ({
      ...l,
      qty: dec(1),
      priceType: priceType === GRADE ? `grade:${gradeId}` : priceType,
    }));
    const extra = { effectiveDate: input.effectiveDate ?? input.billDate };
    const r = await this.commands.execute(
      new SaveDocumentCommand(
        CHANGE_PRICE,
        s,
        { billDate: input.billDate, warehouseId: '', extra, lines, remark: input.remark },
        input.changeId,
        !!input.audit,
      ),
    );
    return { changeId: r.docId, billNo: r.billNo, status: r.status };
  }

  /**
   * The kit's detail with its 生效状态 (待生效, 已生效, 已取消) and each line's price type, the price before — as the
   * change found it once made, as it is now before that — and the price after, each hidden without its price flag.
   */
  @Permission(CHANGE_PRICE.menuId, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const d = await super.detail(body, s);
    const docId = String(d[CHANGE_PRICE.idField]);
    const state = d.status === 'draft' ? undefined : ((await this.prices.schedule(docId)) ?? 'pending');
    const keys = d.lines.map((l) => ({ skuId: String(l.skuId), priceType: String(l.priceType) }));
    const [now, found, grades] = await Promise.all([
      this.prices.current(s.companyId, keys),
      state === 'applied' ? this.prices.setBy(docId) : undefined,
      this.prices.grades(s.companyId),
    ]);
    const lines = d.lines.map(({ qty: _, amount: __, taxAmount: ___, lineTotal: ____, discount: _____, taxRate: ______, ...l }) => {
      const key = `${l.skuId}|${l.priceType}`;
      const type = String(l.priceType);
      const line: Record<string, unknown> = {
        ...l,
        priceTypeName: priceTypeName(type, grades),
        ...(type.startsWith('grade:') && { gradeId: type.slice(6) }),
        oldPrice: found?.has(key) ? found.get(key)! : found ? l.price : (now.get(key) ?? null),
      };
      return maskPrices(s, line, { price: flagOf(type), oldPrice: flagOf(type) });
    });
    return { ...d, effectState: state, lines };
  }

  /** The current prices of the SKUs being entered on a 调价单 (as the 价格表 shows them), with the customer grades. */
  @Permission(CHANGE_PRICE.menuId, 'query')
  @Action('CurrentPrices')
  currentPrices(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ skuIds: array('商品', text('商品')).required().maxItems(500) }, body);
    return this.prices.priceList(s, parsePageQuery({ pageSize: 200 }), { skuIds: f.skuIds });
  }
}
