import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CurrentSession, Permission, Write, maskPrices, actorOf, Session } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../../shared/page-query';
import { array, decimal, object, text, validate } from '../../shared/validation/schema';
import { SetGradePricesCommand } from './product.commands';
import { ProductQueries } from './product.queries';
import { skuSearch } from './sku-search';

const MENU = '3016';
/** 客户等级价 (/client/price) shows a customer's level prices. */
const CUSTOMER_PRICE_MENU = '2006';

/** Level prices (/price/SetDegree): a SKU's sale price for each customer grade. */
@Controller('api/SkuDegreePrice')
export class GradePriceController {
  constructor(
    private readonly ds: DataSource,
    private readonly products: ProductQueries,
    private readonly commands: CommandBus,
  ) {}

  @Action('List')
  async list(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skuId } = validate({ skuId: text('规格').required() }, body);
    const data = await this.ds.query(
      `select g.grade_id as "gradeId", r.name as "gradeName", g.price::float8 as price from sku_grade_prices g
       join master_records r on r.record_id = g.grade_id and not r.removed where g.company_id = $1 and g.sku_id = $2 order by r.created_at`,
      [s.companyId, skuId],
    );
    return { data: data.map((row: { price: number | null }) => maskPrices(s, row, { price: 'salePrice' })) };
  }

  /** SKUs with their price for one grade (null where none is set: the sale price applies). */
  @Permission([MENU, CUSTOMER_PRICE_MENU], 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ gradeId: text('客户等级').required(), keyword: text('关键字').maxWidth(60) }, body);
    const params: unknown[] = [s.companyId, f.gradeId];
    const kw = f.keyword ? ` and ${skuSearch('s', f.keyword, (v) => `$${params.push(v)}`)}` : '';
    const rows = await this.ds.query(
      `select s.sku_id as "skuId", p.product_name as "productName", p.product_code as "productCode", s.spec, s.sale_price::float8 as "salePrice",
              g.price::float8 as "gradePrice", count(*) over ()::int as total
       from product_skus s join products p on p.product_id = s.product_id left join sku_grade_prices g on g.sku_id = s.sku_id and g.grade_id = $2
       where s.company_id = $1 and not s.removed${kw} order by p.product_name, s.sort offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(
      q,
      rows[0]?.total ?? 0,
      rows.map(({ total: _, ...r }: { total: number; salePrice: number; gradePrice: number }) =>
        maskPrices(s, r, { salePrice: 'salePrice', gradePrice: 'salePrice' }),
      ),
    );
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
