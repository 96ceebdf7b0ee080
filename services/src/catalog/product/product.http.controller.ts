import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentSession, Permission, Write, actorOf, Session } from '../../identity';
import { EventSourcing } from '../../shared/es/event-sourcing';
import { Action } from '../../shared/http/envelope.interceptor';
import { parsePageQuery } from '../../shared/page-query';
import { readPatch } from '../../shared/patch';
import { array, bool, text, validate } from '../../shared/validation/schema';
import { ChangeProductStatusCommand, CreateProductCommand, UpdateProductCommand, UpdateSkuPriceCommand } from './product.commands';
import { PRODUCT_EVENT_TITLES } from './product.events';
import { PRODUCT_SORTABLE, ProductQueries } from './product.queries';
import { createProductSchema, updatePriceSchema } from './product.schemas';

const MENU = '3001';
/** Save may leave 商品编码 empty: the next code of the company's rule is given (see AutoCodes). */
const saveProductSchema = { ...createProductSchema, productCode: createProductSchema.productCode.optional() };
const ids = () => array('商品', text('商品').required()).required().minItems(1).maxItems(200);

@Controller('api/Product')
export class ProductController {
  constructor(
    private readonly queries: ProductQueries,
    private readonly commands: CommandBus,
    private readonly es: EventSourcing,
  ) {}

  @Permission(MENU, 'query')
  @Action('PageQuery')
  page(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, PRODUCT_SORTABLE);
    const f = validate({ keyword: text('关键字').maxWidth(60), classId: text('商品分类'), enabled: bool('状态') }, body);
    return this.queries.page(s, q, f);
  }

  /** SKUs for document lines (the caller may hold any document permission, so only a session is needed). */
  @Action('ListSKU')
  list(@Body() body: Record<string, unknown>, @CurrentSession() s: Session) {
    const q = parsePageQuery(body ?? {}, PRODUCT_SORTABLE);
    const f = validate({ keyword: text('关键字').maxWidth(60), classId: text('商品分类'), customId: text('客户') }, body);
    return this.queries.page(s, q, { ...f, enabled: true });
  }

  @Action('SmartMatchSku')
  smartMatch(@Body() body: unknown, @CurrentSession() s: Session) {
    const f = validate({ keyword: text('关键字').required().maxWidth(60), customId: text('客户') }, body);
    return this.queries.smartMatch(s, f.keyword, f.customId);
  }

  @Permission(MENU, 'get')
  @Action('SpuDetail')
  async spu(@Body() body: unknown, @CurrentSession() s: Session) {
    const { productId } = validate({ productId: text('商品').required() }, body);
    return {
      ...(await this.queries.spu(s, productId)),
      history: await this.es.history(`Product-${productId}`, s.companyId, PRODUCT_EVENT_TITLES),
    };
  }

  @Action('SkuDetail')
  sku(@Body() body: unknown, @CurrentSession() s: Session) {
    return this.queries.sku(s, validate({ skuId: text('规格').required() }, body).skuId);
  }

  @Action('CheckBarCodeRepeat')
  async checkBarCode(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ barCode: text('条码').required(), skuId: text('规格') }, body);
    return { repeat: await this.queries.barcodeTaken(s.companyId, input.barCode, input.skuId) };
  }

  @Permission(MENU, 'add')
  @Write()
  @Action('Save')
  async save(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skus, ...header } = validate(saveProductSchema, body);
    const r = await this.commands.execute(new CreateProductCommand(actorOf(s), header, skus));
    return {
      productId: r.productId,
      productCode: r.productCode,
      skus: r.skus.map((k: { skuId: string; spec: string; barCode: string | null }) => ({
        skuId: k.skuId,
        spec: k.spec,
        barCode: k.barCode,
      })),
    };
  }

  /**
   * productId plus the fields to change, read with Save's rules: a field not sent is kept, an optional one sent
   * empty is cleared. `skus`, when sent, is the whole list (rows with skuId updated, without added, others removed).
   */
  @Permission(MENU, 'edit')
  @Write()
  @Action('Update')
  async update(@Body() body: unknown, @CurrentSession() s: Session) {
    const { productId } = validate({ productId: text('商品').required() }, body);
    const { skus, ...header } = readPatch(createProductSchema, body);
    await this.commands.execute(new UpdateProductCommand(actorOf(s), productId, header, skus ?? undefined));
    return this.queries.spu(s, productId);
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('UpdatePrice')
  async updatePrice(@Body() body: unknown, @CurrentSession() s: Session) {
    const { skuId, ...prices } = validate(updatePriceSchema, body);
    const productId = await this.queries.productIdOfSku(s.companyId, skuId);
    await this.commands.execute(new UpdateSkuPriceCommand(actorOf(s), productId, skuId, prices));
    return this.queries.sku(s, skuId);
  }

  @Permission(MENU, 'delete')
  @Write()
  @Action('Remove')
  async remove(@Body() body: unknown, @CurrentSession() s: Session) {
    const { productId } = validate({ productId: text('商品').required() }, body);
    await this.commands.execute(new ChangeProductStatusCommand(actorOf(s), productId, 'remove'));
    return { productId };
  }

  /** Enable, disable or remove several products; each one succeeds or fails on its own. */
  @Permission(MENU, 'edit')
  @Write()
  @Action('BatchOperator')
  async batch(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ productIds: ids(), operate: text('操作').required().oneOf(['enable', 'disable', 'remove']) }, body);
    const results = [];
    for (const productId of input.productIds) {
      try {
        await this.commands.execute(
          new ChangeProductStatusCommand(actorOf(s), productId, input.operate as 'enable' | 'disable' | 'remove'),
        );
        results.push({ productId, ok: 1, message: '' });
      } catch (e) {
        results.push({ productId, ok: 0, message: (e as Error).message });
      }
    }
    return { data: results, successCount: results.filter((r) => r.ok).length };
  }

  @Permission(MENU, 'edit')
  @Write()
  @Action('BatchModifyClass')
  async batchClass(@Body() body: unknown, @CurrentSession() s: Session) {
    const input = validate({ productIds: ids(), classId: text('商品分类').required() }, body);
    for (const productId of input.productIds)
      await this.commands.execute(new UpdateProductCommand(actorOf(s), productId, { classId: input.classId }));
    return { successCount: input.productIds.length };
  }
}
