import { STORE_CODE_RESERVED, STORE_EVENTS } from './store/store.events';
import { STORE_CLASS_EVENTS } from './catalog/store-class.events';
import { STORE_PRODUCT_EVENTS } from './catalog/store-product.events';

/** What the store's, its categories' and its products' events are called in the histories and the 操作日志. */
export const STORE_EVENT_TITLES: Record<string, string> = {
  [STORE_EVENTS.Created]: '开通店铺',
  [STORE_EVENTS.Updated]: '修改店铺设置',
  [STORE_EVENTS.Opened]: '店铺营业',
  [STORE_EVENTS.Closed]: '店铺休息',
  [STORE_CODE_RESERVED]: '生成店铺编码',
  [STORE_CLASS_EVENTS.Added]: '新增商城分类',
  [STORE_CLASS_EVENTS.Updated]: '修改商城分类',
  [STORE_CLASS_EVENTS.Removed]: '删除商城分类',
  [STORE_PRODUCT_EVENTS.Published]: '发布商城商品',
  [STORE_PRODUCT_EVENTS.Updated]: '修改商城商品',
  [STORE_PRODUCT_EVENTS.Listed]: '上架',
  [STORE_PRODUCT_EVENTS.Delisted]: '下架',
  [STORE_PRODUCT_EVENTS.Removed]: '删除商城商品',
};

/** What their streams hold, for the 操作日志's 对象 column. */
export const STORE_STREAM_TITLES: Record<string, string> = {
  Store: '店铺',
  StoreCode: '店铺编码',
  StoreClasses: '商城商品分类',
  StoreProduct: '商城商品',
};
