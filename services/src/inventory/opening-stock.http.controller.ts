import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { skuSearch } from '../catalog';
import { lineSchema } from '../document-engine';
import { CurrentSession, Permission, Session, Write } from '../identity';
import { Action } from '../shared/http/envelope.interceptor';
import { parsePageQuery, toPage } from '../shared/page-query';
import { array, text, validate } from '../shared/validation/schema';
import { EnterOpeningStockCommand, OPENING_BILL_TYPE } from './opening-stock.commands';

const MENU = '3002';

/** Opening stock (期初) over HTTP: entered by EnterOpeningStockCommand, listed from the stock flows. */
@Controller('api/InitStock')
export class OpeningStockController {
  constructor(private readonly commands: CommandBus, private readonly ds: DataSource) {}

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ warehouseId: text('仓库').required(), lines: array('期初明细', lineSchema).required().minItems(1).maxItems(500) }, body);
    return this.commands.execute(new EnterOpeningStockCommand(s, input.warehouseId, input.lines));
  }

  @Permission(MENU, 'query')
  @Action('PageQuery')
  async page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {});
    const f = validate({ keyword: text('关键字').maxWidth(60), warehouseId: text('仓库') }, body);
    const params: unknown[] = [s.companyId, OPENING_BILL_TYPE, f.warehouseId ?? null];
    const rows = await this.ds.query(
      `select fl.flow_id::text as "flowId", fl.bill_no as "billNo", fl.warehouse_id as "warehouseId", fl.sku_id as "skuId", to_char(fl.bill_date, 'YYYY-MM-DD') as "billDate", w.name as "warehouseName", p.product_name as "productName", k.spec,
              fl.in_qty::float8 as qty, fl.cost_price::float8 as "costPrice", fl.amount::float8 as amount, count(*) over ()::int as total
       from stock_flow fl join product_skus k on k.sku_id = fl.sku_id join products p on p.product_id = k.product_id left join master_records w on w.record_id = fl.warehouse_id
       where fl.company_id = $1 and fl.bill_type = $2 and ($3::text is null or fl.warehouse_id = $3) ${f.keyword ? ` and ${skuSearch('k', f.keyword, (v) => `$${params.push(v)}`)}` : ''}
       order by fl.flow_id desc offset ${q.offset} limit ${q.pageSize}`,
      params,
    );
    return toPage(q, rows[0]?.total ?? 0, rows.map(({ total: _, ...r }: { total: number }) => r));
  }
}
