import { call } from '../../../api/http';
import type { Page } from '../../../api/types';
import type { StoreProductRow } from '../catalog/api';
import type { StoreInfo } from '../store/api';

/** What the storefront knows of the store (StoreFront/Store): `open` is whether it takes orders now; no warehouse. */
export type FrontStore = Omit<StoreInfo, 'storeCode' | 'warehouseId' | 'warehouseName' | 'history'> & {
  storeCode: string;
  categories: { classId: string; className: string }[];
};

/** A product on sale as the storefront shows it (a SKU, or a combo sold by the set): never a cost. */
export type FrontProduct = Pick<StoreProductRow, 'storeProductId' | 'skuId' | 'comboId' | 'productName' | 'spec' | 'unitName' | 'storePrice' | 'pictures' | 'classId' | 'description' | 'availableQty'>;

export interface OrderForm {
  buyerName: string;
  phone: string;
  deliveryType: 'delivery' | 'pickup';
  address: string;
  remark: string;
}

export interface MyOrder {
  orderId: string;
  orderNo: string;
  status: string;
  statusName: string;
  deliveryType: 'delivery' | 'pickup';
  totalAmount: number;
  cancelReason: string | null;
  createTime: string;
  lines: { productName: string; spec: string; unitName: string; qty: number; price: number }[];
}

// The storefront's own calls: it shows their refusals itself.
const quiet = { quiet: true };

export const frontStore = (storeCode: string) => call<FrontStore>('StoreFront/Store', { storeCode }, quiet);
export const frontProducts = (storeCode: string, q: { classId?: string; keyword?: string }) =>
  call<Page<FrontProduct>>('StoreFront/Products', { storeCode, pageNo: 1, pageSize: 200, ...q }, quiet);
export const placeOrder = (storeCode: string, form: OrderForm, lines: (({ skuId: string } | { comboId: string }) & { qty: number })[]) =>
  call<{ orderId: string; orderNo: string; totalAmount: number }>('StoreFront/PlaceOrder', { storeCode, ...form, lines }, quiet);
export const myOrders = (storeCode: string, phone: string) => call<{ data: MyOrder[] }>('StoreFront/Orders', { storeCode, phone }, quiet);
