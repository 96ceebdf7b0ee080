import { Body, Controller } from '@nestjs/common';
import { PICKED_BY, PICKER_ACTIONS } from '../contracts';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { array, text, validate } from '../shared/validation/schema';
import { asOfDate } from './stock-as-of';
import { AS_OF_SORTABLE, StockAsOfQueries } from './stock-as-of.queries';
import { StockQueries } from './stock.queries';

const STOCK_MENU = '4004';
const WARN_MENU = '4005';
const FLOW_MENU = '4006';
const filterSchema = { warehouseId: text('仓库'), keyword: text('关键字').maxWidth(60), skuId: text('商品') };
const dates = { startDate: text('开始日期').date(), endDate: text('结束日期').date() };
const STOCK_SORTABLE = { productName: 'p.product_name', productCode: 'p.product_code', qty: 'st.qty', costAmount: 'st.amount' };

@Controller('api/Stock')
export class StockController {
  constructor(
    private readonly stock: StockQueries,
    private readonly asOf: StockAsOfQueries,
  ) {}

  /** With asOfDate, the stock at the end of that day. */
  @Permission(STOCK_MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const day = asOfDate(body);
    if (day) return this.asOf.page(s, parsePageQuery(body, AS_OF_SORTABLE), validate(filterSchema, body), day);
    return this.stock.page(s, parsePageQuery(body ?? {}, STOCK_SORTABLE), validate(filterSchema, body));
  }

  @Permission(STOCK_MENU, 'query')
  @Action('TotalSum')
  totalSum(@Body() body: unknown, @CurrentSession() s: Session) {
    const day = asOfDate(body);
    if (day) return this.asOf.totals(s, validate(filterSchema, body), day);
    return this.stock.totals(s, validate(filterSchema, body));
  }

  @Permission(STOCK_MENU, 'query')
  @Action('StockTotal')
  stockTotal(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.bySku(s, parsePageQuery(body ?? {}), validate(filterSchema, body));
  }

  @Permission(STOCK_MENU, 'query')
  @Action('CostPageQuery')
  cost(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.bySku(s, parsePageQuery(body ?? {}), validate(filterSchema, body));
  }

  /** One SKU across the caller's warehouses: for the stock screens and the forms of documents that move goods. */
  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('Distributed')
  distributed(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.stock.distributed(s, validate({ skuId: text('商品').required() }, body).skuId);
  }

  /** Some SKUs' stock over the caller's warehouses and what is available of it: the product picker's page of SKUs. */
  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('Available')
  available(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ skuIds: array('商品', text('商品').required()).required().maxItems(200), warehouseId: text('仓库') }, body);
    return this.stock.available(s, f.skuIds, f.warehouseId);
  }

  @Permission(FLOW_MENU, 'query')
  @Action('FlowPageQuery')
  flow(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.flow(s, parsePageQuery(body ?? {}), validate({ ...filterSchema, ...dates }, body));
  }
}

@Controller('api/StockWarning')
export class StockWarningController {
  constructor(private readonly stock: StockQueries) {}

  /** The bell's lists, for those who may see stock. */
  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('Low')
  low(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.warnings(s, 'low', parsePageQuery(body ?? {}));
  }

  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('High')
  high(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    return this.stock.warnings(s, 'high', parsePageQuery(body ?? {}));
  }

  @Permission(WARN_MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const { kind, keyword } = validate({ kind: text('预警类型').oneOf(['low', 'high']), keyword: text('关键字').maxWidth(60) }, body);
    return this.stock.warnings(s, (kind ?? 'low') as 'low' | 'high', parsePageQuery(body ?? {}), keyword);
  }
}
