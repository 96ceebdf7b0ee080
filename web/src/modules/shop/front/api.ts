import type { BuyerOrder, StorefrontStore } from '@jxc/services/contracts';
import { call } from '../../../api/http';
import type { Page } from '../../../api/types';
import type { StoreProductRow } from '../catalog/api';

/** What the storefront knows of the store (the contracts' StorefrontStore). */
export type FrontStore = StorefrontStore;

/** A product on sale as the storefront shows it (a SKU, or a combo sold by the set): never a cost. `maxQty` is what one order may take (每单限购). */
export type FrontProduct = Pick<
  StoreProductRow,
  | 'storeProductId'
  | 'skuId'
  | 'comboId'
  | 'productName'
  | 'spec'
  | 'unitName'
  | 'storePrice'
  | 'pictures'
  | 'classId'
  | 'description'
  | 'availableQty'
> & {
  maxQty: number;
};

export interface OrderForm {
  buyerName: string;
  phone: string;
  deliveryType: 'delivery' | 'pickup';
  address: string;
  remark: string;
}

// The storefront's own calls: it shows their refusals itself.
const quiet = { quiet: true };

export const frontStore = (storeCode: string) => call<FrontStore>('StoreFront/Store', { storeCode }, quiet);
export const frontProducts = (storeCode: string, q: { classId?: string; keyword?: string }) =>
  call<Page<FrontProduct>>('StoreFront/Products', { storeCode, pageNo: 1, pageSize: 200, ...q }, quiet);
export const placeOrder = (storeCode: string, form: OrderForm, lines: (({ skuId: string } | { comboId: string }) & { qty: number })[]) =>
  call<{ orderId: string; orderNo: string; totalAmount: number; lookupCode: string }>(
    'StoreFront/PlaceOrder',
    { storeCode, ...form, lines },
    quiet,
  );
/** 我的订单: the orders placed with this phone and these 查询码 (none found is refused, NOT_FOUND). */
export const myOrders = (storeCode: string, phone: string, lookupCodes: string[]) =>
  call<{ data: BuyerOrder[] }>('StoreFront/Orders', { storeCode, phone, lookupCodes }, quiet);
