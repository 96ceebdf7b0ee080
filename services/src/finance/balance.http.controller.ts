import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';
import { BalanceQueries } from './balance.queries';
import { MasterDataQueries } from '../catalog';
import { ValidationError } from '../shared/errors';

/**
 * A side's balances per partner (PageQuery: opening + documents − returns − settled, matching a keyword) and every
 * posting of them (FlowPageQuery: of a partner, within dates), asking `menuId`'s query right.
 */
function partnerBalanceRoutes(o: { kind: 'Supplier' | 'Custom'; menuId: string; field: string; label: string }) {
  abstract class PartnerBalanceRoutes {
    protected abstract readonly balances: BalanceQueries;

    @Permission(o.menuId, 'query')
    @Action('PageQuery')
    page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      return this.balances.partners(
        o.kind,
        s,
        parsePageQuery(body ?? {}),
        validate({ keyword: text('关键字').maxWidth(60) }, body).keyword,
      );
    }

    @Permission(o.menuId, 'query')
    @Action('FlowPageQuery')
    flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const f = validate(
        { [o.field]: text(o.label), startDate: text('开始日期').date(), endDate: text('结束日期').date() },
        body,
      ) as Record<string, string | undefined>;
      return this.balances.partnerFlow(o.kind, s, parsePageQuery(body ?? {}), { ...f, partnerId: f[o.field] });
    }
  }
  return PartnerBalanceRoutes;
}

/** Payables: opening + purchases − returns − paid, per supplier, and every posting (/supplierHandle). */
@Controller('api/SupplierHandle')
export class SupplierHandleController extends partnerBalanceRoutes({
  kind: 'Supplier',
  menuId: '5002',
  field: 'supplierId',
  label: '供应商',
}) {
  constructor(readonly balances: BalanceQueries) {
    super();
  }
}

/** Receivables: opening + sales − returns − received, per customer, and every posting (/customReceivable). */
@Controller('api/CustomReceivable')
export class CustomReceivableController extends partnerBalanceRoutes({ kind: 'Custom', menuId: '5001', field: 'customId', label: '客户' }) {
  constructor(
    readonly balances: BalanceQueries,
    private readonly refs: MasterDataQueries,
  ) {
    super();
  }

  @Permission('5001', 'query')
  @Action('Reconciliation')
  async reconciliation(@Body() body: unknown, @CurrentSession() s: Session) {
    const month = (label: string) =>
      text(label)
        .required()
        .check((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), '必须是 yyyy-MM 格式的月份');
    const f = validate({ correspondingUnitId: text('客户').required(), startMonth: month('开始月份'), endMonth: month('结束月份') }, body);
    if (f.startMonth > f.endMonth) throw new ValidationError('开始月份不能晚于结束月份', 'startMonth');
    await this.refs.checkRef('Custom', s.companyId, f.correspondingUnitId, '客户', 'correspondingUnitId');
    return this.balances.arrearsByMonth(s, f.correspondingUnitId, f.startMonth, f.endMonth);
  }
}

/** 资金流水 (/account/cashFlow): every posting through the accounts in posting order, with the balance after each. */
@Controller('api/CapitalFlow')
export class CapitalFlowController {
  constructor(private readonly balances: BalanceQueries) {}

  @Permission('5015', 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ accountId: text('账户'), startDate: text('开始日期').date(), endDate: text('结束日期').date() }, body) as Record<
      string,
      string | undefined
    >;
    return this.balances.accountFlow(s, parsePageQuery(body ?? {}), f);
  }
}
