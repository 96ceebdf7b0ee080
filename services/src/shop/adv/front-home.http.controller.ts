import { Body, Controller, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../identity';
import { Action } from '../../shared/http/envelope.interceptor';
import { text, validate } from '../../shared/validation/schema';
import { STOREFRONT_LIMITS, StorefrontThrottler } from '../front/storefront.http.controller';
import { StoreCatalogQueries } from '../catalog/store-catalog.queries';
import { StorefrontQueries } from '../front/storefront.queries';
import { StoreRecordQueries } from '../records/store-record.queries';
import { ShopPictures } from '../pictures';
import { QuickMenuEntry, shopDay, StorefrontHome } from '../../contracts';

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
    private readonly records: StoreRecordQueries,
    private readonly catalog: StoreCatalogQueries,
    private readonly pictures: ShopPictures,
  ) {}

  @Action('Home')
  async home(@Body() body: unknown): Promise<StorefrontHome> {
    const { storeCode } = validate({ storeCode: text('店铺编号').required().maxWidth(40) }, body);
    const { companyId } = await this.front.store(storeCode);
    // Today in China, where the stores are: an ad's dates are Beijing's.
    const ads = await this.records.onHome(companyId, 'StoreAdv', shopDay());
    const labels = await this.records.onHome(companyId, 'StoreLabel');
    const linked = (field: string) => [...ads, ...labels].map((r) => r.data[field]).filter((x): x is string => typeof x === 'string');
    const links = await this.catalog.live(companyId, linked('storeProductId'), linked('storeClassId'));
    const pictures = await this.pictures.of(
      companyId,
      'StoreAdv',
      ads.map((a) => a.id),
    );
    return {
      ads: ads.map(({ id, data }) => ({
        advId: id,
        advTitle: data.advTitle as string,
        pictures: pictures.get(id) ?? [],
        ...(data.linkType === 'url'
          ? { linkType: 'url' as const, linkUrl: data.linkUrl as string }
          : data.linkType === 'product' && links.products.has(String(data.storeProductId))
            ? { linkType: 'product' as const, ...links.products.get(String(data.storeProductId)) }
            : { linkType: 'none' as const }),
      })),
      labels: labels
        .filter(({ data }) =>
          data.linkType === 'category' ? links.classes.has(String(data.storeClassId)) : links.products.has(String(data.storeProductId)),
        )
        .map(({ id, data }) => ({
          labelId: id,
          labelTitle: data.labelTitle as string,
          icon: data.icon as string,
          linkType: data.linkType as QuickMenuEntry['linkType'],
          ...(data.linkType === 'category' ? { classId: data.storeClassId as string } : links.products.get(String(data.storeProductId))),
        })),
    };
  }
}
