import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Session, Write } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { array, bool, text, validate } from '../../shared/validation/schema';
import { Placement, PlaceSkusCommand } from './sku-location.commands';
import { SKU_LOCATION_SORTABLE, SkuLocationQueries } from './sku-location.queries';
import { SKU_LOCATION_EVENTS, skuLocationStream } from './sku-location';

const MENU = '4015';
const warehouseId = text('仓库').required();
const locationId = text('库位').required();
const skuIds = array('商品', text('商品').required()).required().minItems(1).maxItems(200);
const HISTORY = {
  [SKU_LOCATION_EVENTS.Assigned]: '设置库位',
  [SKU_LOCATION_EVENTS.Moved]: '更换库位',
  [SKU_LOCATION_EVENTS.Cleared]: '清除库位',
};

/**
 * 商品库位 (/warehouse/ProductSkuLocation): which location of a warehouse holds each SKU. Save puts several SKUs on
 * one location at once (a SKU already elsewhere in the warehouse moves); Update changes one SKU's; Remove takes SKUs off.
 */
@Controller('api/ProductSkuLocation')
export class ProductSkuLocationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: SkuLocationQueries,
    private readonly es: EventSourcing,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const f = validate(
      { warehouseId, locationId: text('库位'), assigned: bool('是否已设置库位'), keyword: text('关键字').maxWidth(60) },
      body,
    );
    return this.queries.page(s, parsePageQuery(body ?? {}, SKU_LOCATION_SORTABLE), f);
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  async detail(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ warehouseId, skuId: text('商品').required() }, body);
    const row = await this.queries.detail(s, f.warehouseId, f.skuId);
    return { ...row, history: await this.es.history(skuLocationStream(s.companyId, f.warehouseId, f.skuId), s.companyId, HISTORY) };
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  save(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ warehouseId, locationId, skuIds }, body);
    return this.place(s, f.warehouseId, f.skuIds, { how: 'put', locationId: f.locationId });
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  update(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ warehouseId, skuId: text('商品').required(), locationId }, body);
    return this.place(s, f.warehouseId, [f.skuId], { how: 'move', locationId: f.locationId });
  }

  @Permission(MENU, 'delete')
  @Write()
  @Action('Remove')
  remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ warehouseId, skuIds }, body);
    return this.place(s, f.warehouseId, f.skuIds, { how: 'clear' });
  }

  private async place(s: Session, warehouse: string, skus: string[], placement: Placement) {
    const changed: number = await this.commands.execute(new PlaceSkusCommand(s, warehouse, skus, placement));
    return { warehouseId: warehouse, changed };
  }
}
