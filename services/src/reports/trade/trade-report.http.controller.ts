import { Body, Controller, Type } from '@nestjs/common';
import { CurrentSession, Permission, Session } from '../../identity';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { TradeReportQueries, type TradeFilter } from './trade-report.queries';
import type { ReportBy, TradeFamily } from './trade-reports';

/** The period and filters every trade report takes; the period is required and in order. */
export function reportFilter(
  body: unknown,
  more: Record<string, ReturnType<typeof text>> = {},
): Record<string, string | undefined> & TradeFilter {
  const f = validate(
    {
      startDate: text('开始日期').required().date(),
      endDate: text('结束日期').required().date(),
      warehouseId: text('仓库'),
      keyword: text('关键字').maxWidth(60),
      ...more,
    },
    body,
  );
  if (f.startDate > f.endDate) throw new ValidationError('开始日期不能晚于结束日期', 'startDate');
  return f;
}

/**
 * `/api/ReportForSale/ForBusiDate|ForProduct|ForCustom|Documents` and `/api/ReportForBuy/ForBusiDate|ForProduct|ForSupplier|Documents`:
 * a page of the period's lines grouped by day, SKU or partner with the totals of the whole filtered period, and the
 * documents behind one row (Documents takes the row's billDate, skuId or partner id besides the report's filters).
 */
export function tradeReportController(f: TradeFamily): Type {
  const menus = Object.values(f.reports).map((r) => r.menuId);

  @Controller(`api/${f.group}`)
  class TradeReportController {
    constructor(readonly queries: TradeReportQueries) {}

    @Permission(f.reports.date.menuId, 'query')
    @Action(f.reports.date.action)
    byDate(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      return this.report('date', body, s);
    }

    @Permission(f.reports.product.menuId, 'query')
    @Action(f.reports.product.action)
    byProduct(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      return this.report('product', body, s);
    }

    @Permission(f.reports.partner.menuId, 'query')
    @Action(f.reports.partner.action)
    byPartner(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      return this.report('partner', body, s);
    }

    private report(by: ReportBy, body: Record<string, unknown>, s: Session) {
      return this.queries.report(f, by, s, body ?? {}, reportFilter(body));
    }

    @Permission(menus, 'query')
    @Action('Documents')
    documents(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
      const { [f.partner.id]: partnerId, ...filter } = reportFilter(body, {
        billDate: text('日期').date(),
        skuId: text('商品'),
        [f.partner.id]: text(f.partner.label),
      });
      return this.queries.documents(f, s, body ?? {}, { ...filter, partnerId });
    }
  }
  return TradeReportController;
}
