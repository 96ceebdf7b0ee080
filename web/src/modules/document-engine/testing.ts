import type { Sku } from './api';

/** A SKU for unit tests: 可乐 sold by the 瓶, 24 to the 箱. */
export const sku = (over: Partial<Sku> = {}): Sku => ({
  skuId: 's1',
  productId: 'p1',
  productName: '可乐',
  productCode: 'COLA',
  spec: '330ml',
  barCode: '6901',
  unitName: '瓶',
  units: [
    { unitName: '瓶', ratio: '1' },
    { unitName: '箱', ratio: '24' },
  ],
  salePrice: 3,
  purchasePrice: 2,
  wholesalePrice: null,
  serialFlag: false,
  lifeFlag: false,
  shelfLifeDays: null,
  ...over,
});
