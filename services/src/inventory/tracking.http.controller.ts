import { Body, Controller } from '@nestjs/common';
import { PICKED_BY, PICKER_ACTIONS } from '../contracts';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { int, text, validate } from '../shared/validation/schema';
import { TrackingQueries } from './tracking.queries';

const MENUS = { serials: '3006', serialStock: '3007', serialFlow: '3008', batches: '3009', batchStock: '3010', batchFlow: '3011' };
const common = { keyword: text('关键字').maxWidth(60), warehouseId: text('仓库'), skuId: text('商品') };
const dates = { startDate: text('开始日期').date(), endDate: text('结束日期').date() };
const nearDays = int('临期天数').min(1).max(3650);
const place = { skuId: text('商品').required(), warehouseId: text('仓库').required() };
type Json = Record<string, unknown>;

@Controller('api/SerialNo')
export class SerialNoController {
  constructor(private readonly q: TrackingQueries) {}

  @Permission(MENUS.serials, 'query')
  @Action('PageQuery')
  page(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.serials(s, parsePageQuery(body ?? {}), validate({ ...common, status: text('状态').oneOf(['in', 'out']) }, body));
  }

  @Permission(MENUS.serialStock, 'query')
  @Action('StockPageQuery')
  stock(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.serialStock(s, parsePageQuery(body ?? {}), validate(common, body));
  }

  @Permission(MENUS.serialFlow, 'query')
  @Action('FlowPageQuery')
  flow(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.serialFlow(s, parsePageQuery(body ?? {}), validate({ ...common, ...dates, serialNo: text('序列号') }, body));
  }

  /** Picking serials on an outbound line, in the warehouses the caller may see. */
  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('Available')
  available(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skuId, warehouseId } = validate(place, body);
    return this.q.availableSerials(s, skuId, warehouseId);
  }
}

@Controller('api/ExpiryNo')
export class ExpiryNoController {
  constructor(private readonly q: TrackingQueries) {}

  @Permission(MENUS.batches, 'query')
  @Action('PageQuery')
  page(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.batches(
      s,
      parsePageQuery(body ?? {}),
      validate({ ...common, nearDays, state: text('批次状态').oneOf(['inStock', 'near', 'expired', 'empty']) }, body),
    );
  }

  @Permission(MENUS.batchStock, 'query')
  @Action('StockPageQuery')
  stock(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.batchStock(s, parsePageQuery(body ?? {}), validate({ ...common, nearDays }, body));
  }

  /** Picking a batch on an outbound line, in the warehouses the caller may see. */
  @Permission(PICKED_BY.stock, PICKER_ACTIONS)
  @Action('Available')
  available(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skuId, warehouseId } = validate(place, body);
    return this.q.availableBatches(s, skuId, warehouseId);
  }
}

@Controller('api/ExpiryFlow')
export class ExpiryFlowController {
  constructor(private readonly q: TrackingQueries) {}

  @Permission(MENUS.batchFlow, 'query')
  @Action('PageQuery')
  page(@Body() body: Json, @CurrentSession() s: Session) {
    return this.q.batchFlow(s, parsePageQuery(body ?? {}), validate({ ...common, ...dates, batchNo: text('批次号') }, body));
  }
}
