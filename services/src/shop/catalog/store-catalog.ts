import { Injectable } from '@nestjs/common';
import type { PageQuery } from '../../shared/page-query';
import type { StorefrontStore } from '../../contracts';
import { StoreQueries } from '../store/store.queries';
import { StoreCatalogQueries, StoreProductFilter } from './store-catalog.queries';

/** The store as its storefront shows it, with what the server needs to take its orders (never sent to customers). */
export interface PublicStore extends StorefrontStore {
  warehouseId: string | null;
  /** For the server's own use: the company the orders go to. */
  companyId: string;
}

/** A product on sale: never a cost or purchase price. `availableQty` is what the store can still sell (0 at least). */
export interface PublicProduct {
  storeProductId: string;
  /** A SKU, or else a 商品套餐 sold by the set, as many as its scarcest component allows. */
  skuId: string | null;
  comboId: string | null;
  productName: string;
  spec: string;
  unitName: string;
  storePrice: number;
  pictures: string[];
  classId: string | null;
  className: string | null;
  description: string;
  availableQty: number;
}

const ALL: PageQuery = { pageNo: 1, pageSize: 200, offset: 0, sortDirection: 'ASC' };

/**
 * What the public storefront (/m/{storeCode}) reads of the store and its catalogue: the store by its code, and its
 * published (上架) products with their store price, pictures, category and the stock its warehouse can still sell.
 */
@Injectable()
export class StoreCatalog {
  constructor(
    private readonly stores: StoreQueries,
    private readonly catalog: StoreCatalogQueries,
  ) {}

  async store(storeCode: string): Promise<PublicStore | undefined> {
    const found = await this.stores.byCode(storeCode);
    if (!found) return undefined;
    const { warehouseName: _, ...store } = found;
    const categories = (await this.catalog.classes(found.companyId)).data
      .filter((c: { onlineCount: number }) => c.onlineCount > 0)
      .map((c: { classId: string; className: string }) => ({ classId: c.classId, className: c.className }));
    return { ...store, storeCode, categories };
  }

  /** The store's products on sale in its order (category, then name), filtered by keyword, category or the SKUs and combos they sell; a page of at most 200. */
  async products(
    storeCode: string,
    filter: Pick<StoreProductFilter, 'keyword' | 'classId' | 'items'> = {},
    page: PageQuery = ALL,
  ): Promise<{ totalCount: number; data: PublicProduct[] }> {
    const store = await this.stores.byCode(storeCode);
    if (!store) return { totalCount: 0, data: [] };
    const { totalCount, data } = await this.catalog.onSale(store.companyId, filter, page);
    return {
      totalCount,
      data: data.map(
        ({
          storeProductId,
          skuId,
          comboId,
          productName,
          spec,
          unitName,
          storePrice,
          pictures,
          classId,
          className,
          description,
          availableQty,
        }) => ({
          storeProductId,
          skuId,
          comboId,
          productName,
          spec,
          unitName,
          storePrice,
          pictures,
          classId,
          className,
          description,
          availableQty: Math.max(0, availableQty),
        }),
      ),
    };
  }
}
