import { Body, Controller } from '@nestjs/common';
import { CurrentSession, Permission, Session } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery } from '../shared/page-query';
import { text, validate } from '../shared/validation/schema';
import { PriceQueries } from './price.queries';

const PRICE_LIST_MENU = '3014';

/** `/api/PriceList/…` (价格表): all prices of all SKUs, and each SKU's price history. */
@Controller('api/PriceList')
export class PriceListController {
  constructor(private readonly prices: PriceQueries) {}

  @Permission(PRICE_LIST_MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ keyword: text('关键字').maxWidth(60), classId: text('商品分类'), changedSince: text('调价日期').date() }, body);
    return this.prices.priceList(s, parsePageQuery(body ?? {}), f);
  }

  @Permission(PRICE_LIST_MENU, 'query')
  @Action('History')
  history(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate({ skuId: text('商品').required() }, body);
    return this.prices.history(s, f.skuId, parsePageQuery(body ?? {}));
  }
}
