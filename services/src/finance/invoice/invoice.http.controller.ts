import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { INVOICE_TYPES, mayDo, MSG } from '../../contracts';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { bool, decimal, int, text, validate } from '../../shared/validation/schema';
import { INVOICE_FLOW_MENU, INVOICE_SIDES, InvoiceDirection, sideOfBillType } from './invoice-sides';
import { InvoiceCommand, InvoiceInput } from './invoice.commands';
import { InvoiceFilters, InvoiceQueries } from './invoice.queries';

const DIRECTIONS = Object.keys(INVOICE_SIDES) as InvoiceDirection[];
const SIDE_MENUS = DIRECTIONS.map((d) => INVOICE_SIDES[d].menuId);
const direction = () => text('发票方向').oneOf(DIRECTIONS);
const range = { startDate: text('开始日期').date(), endDate: text('结束日期').date() };

/**
 * `/api/Invoice/Save|Void|PageQuery|OpenDocs`: invoices issued against audited sales (销售开票, 5003) and received
 * against audited purchases (采购收票, 5004), several per document up to its amount net of returns; 发票流水 (5005)
 * lists them all and voids (作废) one with a reason. Invoices move no money.
 */
@Controller('api/Invoice')
export class InvoiceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: InvoiceQueries,
  ) {}

  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate(
      {
        billType: int('单据类型')
          .required()
          .oneOf(DIRECTIONS.map((d) => INVOICE_SIDES[d].doc.billType)),
        docId: text('单据').required(),
        invoiceNo: text('发票号码').required().code().maxWidth(30),
        invoiceDate: text('开票日期').required().date(),
        invoiceType: text('发票类型').required().oneOf(INVOICE_TYPES),
        amount: decimal('发票金额').required().positive().places(2),
        taxRate: decimal('税率').min(0).max(100).places(2),
        taxAmount: decimal('税额').min(0).places(2),
        remark: text('备注').maxWidth(200),
      },
      body,
    ) as Omit<InvoiceInput, 'side'> & { billType: number };
    const side = sideOfBillType(i.billType)!;
    if (!mayDo(s, side.menuId, 'invoice')) throw new ForbiddenError(MSG.noPermission);
    if (i.taxAmount?.gt(i.amount)) throw new ValidationError('税额不能大于发票金额', '税额');
    const { billType: _, ...input } = i;
    return this.commands.execute(new InvoiceCommand(s, { type: 'record', input: { ...input, side } }));
  }

  @Permission(INVOICE_FLOW_MENU, 'delete')
  @Write()
  @Action('Void')
  void(@Body() body: unknown, @CurrentSession() s: Session) {
    const i = validate({ invoiceId: text('发票').required(), reason: text('作废原因').required().maxWidth(200) }, body) as {
      invoiceId: string;
      reason: string;
    };
    return this.commands.execute(new InvoiceCommand(s, { type: 'void', ...i }));
  }

  /** 发票流水; a caller with only 销售开票 or 采购收票 rights sees that side's invoices (a document's invoices on its screen). */
  @Permission([INVOICE_FLOW_MENU, ...SIDE_MENUS], 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        keyword: text('关键字').maxWidth(60),
        direction: direction(),
        partnerId: text('往来单位'),
        ...range,
        status: text('状态').oneOf(['valid', 'voided']),
        invoiceType: text('发票类型').oneOf(INVOICE_TYPES),
        docId: text('单据'),
      },
      body,
    ) as Omit<InvoiceFilters, 'directions'> & { direction?: InvoiceDirection };
    const mayRead = (d: InvoiceDirection) => mayDo(s, INVOICE_FLOW_MENU, 'query') || mayDo(s, INVOICE_SIDES[d].menuId, 'query');
    const directions = (f.direction ? [f.direction] : DIRECTIONS).filter(mayRead);
    if (!directions.length) throw new ForbiddenError(MSG.noPermission);
    return this.queries.page(s, { ...f, directions }, q);
  }

  /** A side's audited documents with their amount, returns, invoiced and still open amounts (销售开票, 采购收票). */
  @Permission(SIDE_MENUS, 'query')
  @Action('OpenDocs')
  openDocs(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate(
      {
        direction: direction().required(),
        keyword: text('关键字').maxWidth(60),
        partnerId: text('往来单位'),
        ...range,
        onlyOpen: bool('只看未开票'),
      },
      body,
    ) as {
      direction: InvoiceDirection;
      keyword?: string;
      partnerId?: string;
      startDate?: string;
      endDate?: string;
      onlyOpen?: boolean;
    };
    const side = INVOICE_SIDES[f.direction];
    if (!mayDo(s, side.menuId, 'query')) throw new ForbiddenError(MSG.noPermission);
    return this.queries.openDocs(s, side, f, q);
  }
}
