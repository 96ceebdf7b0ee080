import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { toDb } from '../../shared/decimal';
import { ValidationError } from '../../shared/errors';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { array, bool, decimal, text, validate } from '../../shared/validation/schema';
import { decideStoreProduct, StoreProductState } from './store-product';
import type { StoreItem, StoreProductEvent } from './store-product.events';
import { ChangeStoreProductsCommand, PublishStoreProductCommand } from './store-catalog.commands';
import { STORE_PRODUCT_SORT, StoreCatalogQueries } from './store-catalog.queries';

const MENU = '1102';
const FIELDS = {
  storePrice: decimal('商城价格').required().positive().max(99999999).places(2),
  classId: text('商城分类').maxWidth(60),
  description: text('商品描述').maxWidth(2000),
};
const id = () => text('商城商品').required().maxWidth(60);

/** 商城商品 (/shop/product/List, Add, Edit, Detail): SKUs and combos published to the store, 上架 or 下架. */
@Controller('api/StoreProduct')
export class StoreProductController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StoreCatalogQueries,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown> | undefined, @CurrentSession() s: Session) {
    const f = validate({ keyword: text('关键字').maxWidth(60), classId: text('商城分类').maxWidth(60), online: bool('上架状态') }, body);
    return this.queries.page(s, parsePageQuery(body ?? {}, STORE_PRODUCT_SORT), f);
  }

  @Permission(MENU, 'get')
  @Action('Detail')
  detail(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.queries.detail(s, validate({ storeProductId: id() }, body).storeProductId);
  }

  /** Publishes a SKU (skuId) or a 商品套餐 (comboId), exactly one of them (上架 unless `online` is false). */
  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      { skuId: text('商品').maxWidth(60), comboId: text('商品套餐').maxWidth(60), ...FIELDS, online: bool('上架') },
      body,
    );
    if (!input.skuId === !input.comboId) throw new ValidationError(input.skuId ? '商品与套餐只能选其一' : '商品不能为空', 'skuId');
    const item: StoreItem = input.comboId ? { skuId: null, comboId: input.comboId } : { skuId: input.skuId! };
    const fields = { storePrice: toDb(input.storePrice), classId: input.classId ?? null, description: input.description ?? '' };
    const storeProductId: string = await this.commands.execute(
      new PublishStoreProductCommand(actorOf(s), item, fields, input.online ?? true),
    );
    return { storeProductId };
  }

  /** storeProductId plus the fields to change; `online` puts it on or takes it off sale. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const { storeProductId } = validate({ storeProductId: id() }, body);
    const { storePrice, online, ...rest } = readPatch({ ...FIELDS, online: bool('上架') }, body);
    if (rest.classId) await this.queries.checkClass(s.companyId, rest.classId);
    const changes = { ...rest, ...(storePrice && { storePrice: toDb(storePrice) }) };
    await this.change(s, [storeProductId], (st) => decideStoreProduct.update(st, changes, online ?? undefined));
    return { storeProductId };
  }

  /** 批量上架 / 批量下架: all of them or none. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('BatchOnline')
  async batchOnline(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate(
      { storeProductIds: array('商城商品', id()).required().minItems(1).maxItems(200), online: bool('上架').required() },
      body,
    );
    await this.change(s, input.storeProductIds, (st) => decideStoreProduct.update(st, {}, input.online));
    return { storeProductIds: input.storeProductIds };
  }

  @Permission(MENU, 'delete')
  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const { storeProductId } = validate({ storeProductId: id() }, body);
    await this.change(s, [storeProductId], (st) => decideStoreProduct.remove(st));
    return { storeProductId };
  }

  private change(s: Session, ids: readonly string[], decision: (st: StoreProductState) => StoreProductEvent[]) {
    return this.commands.execute(new ChangeStoreProductsCommand(actorOf(s), ids, decision));
  }
}
