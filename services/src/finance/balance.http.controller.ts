import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission } from '../identity/auth/decorators';
import { Session } from '../identity/auth/session';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';
import { BalanceQueries } from './balance.queries';

const flowSchema = (partnerField: string, label: string) => ({ [partnerField]: text(label), startDate: text('开始日期').date(), endDate: text('结束日期').date() });

/** Payables: opening + purchases − returns − paid, per supplier, and every posting (/supplierHandle). */
@Controller('api/SupplierHandle')
export class SupplierHandleController {
  constructor(private readonly balances: BalanceQueries) {}

  @Permission('5002', 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.balances.partners('Supplier', s, parsePageQuery(body ?? {}), validate({ keyword: text('关键字').maxWidth(60) }, body).keyword);
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
  constructor(private readonly balances: BalanceQueries) {}

  @Permission('5001', 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.balances.partners('Custom', s, parsePageQuery(body ?? {}), validate({ keyword: text('关键字').maxWidth(60) }, body).keyword);
  }

  @Permission('5001', 'query')
  @Action('FlowPageQuery')
  flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate(flowSchema('customId', '客户'), body) as Record<string, string | undefined>;
    return this.balances.partnerFlow('Custom', s, parsePageQuery(body ?? {}), { ...f, partnerId: f.customId });
  }
}
