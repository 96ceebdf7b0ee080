import { Body, Controller, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Public } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { STOREFRONT_LIMITS, StorefrontThrottler } from '../front/storefront.http.controller';
import { StorefrontQueries } from '../front/storefront.queries';
import { ShopPictures } from '../pictures';
import { shopDay } from '../../contracts';

/** Today in China, where the stores are: an ad's dates are Beijing's. */

interface HomeRecord {
  id: string;
  data: Record<string, unknown>;
}

/**
 * `StoreFront/Home`: the storefront home's banner (the ads enabled and within their dates today, in their order, with
 * their pictures) and its quick menu (the entries enabled, in their order). A link to a store product no longer on
 * sale, or to a category since removed, is left out; a product link names its SKU and product (the storefront finds it by name). Public and rate-limited as the rest of the storefront.
 */
@Public()
@UseGuards(StorefrontThrottler)
@Throttle({ default: STOREFRONT_LIMITS.reads })
@Controller('api/StoreFront')
export class StorefrontHomeController {
  constructor(
    private readonly front: StorefrontQueries,
    private readonly ds: DataSource,
    private readonly pictures: ShopPictures,
  ) {}

  @Action('Home')
  async home(@Body() body: unknown) {
    const { storeCode } = validate({ storeCode: text('店铺编号').required().maxWidth(40) }, body);
    const { companyId } = await this.front.store(storeCode);
    const today = shopDay();
    const records = (kind: string, extra = '') =>
      this.ds.query(
        `select record_id as id, data from store_records where company_id = $1 and kind = $2 and enabled and not removed ${extra} order by sort, created_at desc limit 20`,
        [companyId, kind, ...(extra ? [today] : [])],
      ) as Promise<HomeRecord[]>;
    const ads = await records('StoreAdv', `and coalesce(data->>'startDate', '0000') <= $3 and coalesce(data->>'endDate', '9999') >= $3`);
    const labels = await records('StoreLabel');
    const links = await this.liveLinks(companyId, [...ads, ...labels]);
    const pictures = await this.pictures.of(
      companyId,
      'StoreAdv',
      ads.map((a) => a.id),
    );
    return {
      ads: ads.map(({ id, data }) => ({
        advId: id,
        advTitle: data.advTitle,
        pictures: pictures.get(id) ?? [],
        ...(data.linkType === 'url'
          ? { linkType: 'url', linkUrl: data.linkUrl }
          : data.linkType === 'product' && links.products.has(String(data.storeProductId))
            ? { linkType: 'product', ...links.products.get(String(data.storeProductId)) }
            : { linkType: 'none' }),
      })),
      labels: labels
        .filter(({ data }) =>
          data.linkType === 'category' ? links.classes.has(String(data.storeClassId)) : links.products.has(String(data.storeProductId)),
        )
        .map(({ id, data }) => ({
          labelId: id,
          labelTitle: data.labelTitle,
          icon: data.icon,
          linkType: data.linkType,
          ...(data.linkType === 'category' ? { classId: data.storeClassId } : links.products.get(String(data.storeProductId))),
        })),
    };
  }

  /** The linked store products on sale (by store product, their SKU) and the linked categories still there. */
  private async liveLinks(companyId: string, records: HomeRecord[]) {
    const ids = (field: string) => records.map((r) => r.data[field]).filter((x): x is string => typeof x === 'string');
    const products: { id: string; sku_id: string; product_name: string }[] = await this.ds.query(
      `select p.store_product_id as id, p.sku_id, s.product_name from store_products p join product_skus s on s.sku_id = p.sku_id
       where p.company_id = $1 and p.store_product_id = any($2) and p.online and not p.removed`,
      [companyId, ids('storeProductId')],
    );
    const classes: { id: string }[] = await this.ds.query(
      `select class_id as id from store_classes where company_id = $1 and class_id = any($2) and not removed`,
      [companyId, ids('storeClassId')],
    );
    return {
      products: new Map(products.map((p) => [p.id, { skuId: p.sku_id, productName: p.product_name }])),
      classes: new Set(classes.map((c) => c.id)),
    };
  }
}
