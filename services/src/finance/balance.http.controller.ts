import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';
import { BalanceQueries } from './balance.queries';
import { MasterDataQueries } from '../catalog';
import { ValidationError } from '../shared/errors';

const flowSchema = (partnerField: string, label: string) => ({
  [partnerField]: text(label),
  startDate: text('开始日期').date(),
  endDate: text('结束日期').date(),
});

/** Payables: opening + purchases − returns − paid, per supplier, and every posting (/supplierHandle). */
@Controller('api/SupplierHandle')
export class SupplierHandleController {
  constructor(private readonly balances: BalanceQueries) {}

  @Permission('5002', 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.balances.partners(
      'Supplier',
      s,
      parsePageQuery(body ?? {}),
      validate({ keyword: text('关键字').maxWidth(60) }, body).keyword,
    );
  }

  @Permission('5002', 'query')
  @Action('FlowPageQuery')
  flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate(flowSchema('supplierId', '供应商'), body) as Record<string, string | undefined>;
    return this.balances.partnerFlow('Supplier', s, parsePageQuery(body ?? {}), { ...f, partnerId: f.supplierId });
  }
}

/** Receivables: opening + sales − returns − received, per customer, and every posting (/customReceivable). */
@Controller('api/CustomReceivable')
export class CustomReceivableController {
  constructor(
    private readonly balances: BalanceQueries,
    private readonly refs: MasterDataQueries,
  ) {}

  @Permission('5001', 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.balances.partners(
      'Custom',
      s,
      parsePageQuery(body ?? {}),
      validate({ keyword: text('关键字').maxWidth(60) }, body).keyword,
    );
  }

  @Permission('5001', 'query')
  @Action('FlowPageQuery')
  flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate(flowSchema('customId', '客户'), body) as Record<string, string | undefined>;
    return this.balances.partnerFlow('Custom', s, parsePageQuery(body ?? {}), { ...f, partnerId: f.customId });
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
