import { shopDay } from '../contracts';
import { company, type TestApp } from './test-app';

export const today = shopDay();
export const inDays = (n: number) => shopDay(new Date(Date.now() + n * 86_400_000));

/**
 * A fresh shop for stock tests: two warehouses, a supplier, a plain SKU (水), a serial one (手机) and a
 * shelf-life one (牛奶); `call` asserts 200 and answers returnData, `raw` answers the whole response.
 */
export async function shop(app: TestApp, name: string) {
  const { raw, call } = await company(app, name);
  const w1 = (await call('Warehouse/Save', { warehouseName: '总仓', warehouseCode: 'W1' })).warehouseId as string;
  const w2 = (await call('Warehouse/Save', { warehouseName: '门店', warehouseCode: 'W2' })).warehouseId as string;
  const supplierId = (await call('Supplier/Save', { supplierName: '甲', supplierCode: 'S' })).supplierId as string;
  const product = async (fields: object) =>
    (await call('Product/Save', { ...fields, skus: [{ salePrice: 10, purchasePrice: 3 }] })).skus[0].skuId as string;
  const water = await product({ productName: '水', productCode: 'WATER', unitName: '瓶' });
  const phone = await product({ productName: '手机', productCode: 'PHONE', unitName: '台', serialFlag: true });
  const milk = await product({ productName: '牛奶', productCode: 'MILK', unitName: '盒', lifeFlag: true, shelfLifeDays: 180 });
  const buy = (warehouseId: string, lines: object[]) => call('Buy/Save', { supplierId, billDate: today, warehouseId, lines, audit: true });
  /** Quantity and cost amount of a SKU per warehouse name. */
  const stock = async (skuId: string) =>
    Object.fromEntries(
      (await call('Stock/PageQuery', { pageSize: 50 })).data
        .filter((r: any) => r.skuId === skuId)
        .map((r: any) => [r.warehouseName, [r.qty, r.costAmount]]),
    );
  return { raw, call, w1, w2, supplierId, water, phone, milk, buy, stock };
}
