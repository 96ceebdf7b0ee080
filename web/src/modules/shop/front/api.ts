import { call } from '../../../api/http';
import type { Page } from '../../../api/types';

/** What the storefront knows of the store (StoreFront/Store): `open` is whether it takes orders now. */
export interface FrontStore {
  storeCode: string;
  storeName: string;
  logo: string | null;
  notice: string;
  phone: string;
  address: string;
  open: boolean;
  openTime: string | null;
  closeTime: string | null;
  delivery: boolean;
  pickup: boolean;
  minOrderAmount: number;
  categories: { classId: string; className: string }[];
}

export interface FrontProduct {
  skuId: string;
  productName: string;
  spec: string;
  unitName: string;
  storePrice: number;
  pictures: string[];
  classId: string | null;
  description: string;
  availableQty: number;
}

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
export const placeOrder = (storeCode: string, form: OrderForm, lines: { skuId: string; qty: number }[]) =>
  call<{ orderId: string; orderNo: string; totalAmount: number }>('StoreFront/PlaceOrder', { storeCode, ...form, lines }, quiet);
export const myOrders = (storeCode: string, phone: string) => call<{ data: MyOrder[] }>('StoreFront/Orders', { storeCode, phone }, quiet);
