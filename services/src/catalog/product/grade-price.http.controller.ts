import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { array, decimal, object, text, validate } from '../../shared/validation/schema';
import { SetGradePricesCommand } from './product.commands';
import { GradePriceQueries } from './grade-price.queries';
import { ProductQueries } from './product.queries';

const MENU = '3016';
/** 客户等级价 (/client/price) shows a customer's level prices. */
const CUSTOMER_PRICE_MENU = '2006';

/** Level prices (/price/SetDegree): a SKU's sale price for each customer grade. */
@Controller('api/SkuDegreePrice')
export class GradePriceController {
  constructor(
    private readonly prices: GradePriceQueries,
    private readonly products: ProductQueries,
    private readonly commands: CommandBus,
  ) {}

  @Action('List')
  async list(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skuId } = validate({ skuId: text('规格').required() }, body);
    return { data: await this.prices.ofSku(s, skuId) };
  }

  /** SKUs with their price for one grade (null where none is set: the sale price applies). */
  @Permission([MENU, CUSTOMER_PRICE_MENU], 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ gradeId: text('客户等级').required(), keyword: text('关键字').maxWidth(60) }, body);
    return this.prices.ofGrade(s, q, f.gradeId, f.keyword);
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      {
        skuId: text('规格').required(),
        prices: array(
          '等级价',
          object({ gradeId: text('客户等级').required(), price: decimal('价格').required().min(0).places(6) }, ''),
        ).required(),
      },
      body,
    );
    const productId = await this.products.productIdOfSku(s.companyId, input.skuId);
    await this.commands.execute(new SetGradePricesCommand(actorOf(s), productId, input.skuId, input.prices));
    return this.list({ skuId: input.skuId }, s);
  }
}
