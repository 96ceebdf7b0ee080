import type { BuyerOrder, PayProviderOption, PayStarted, PayStatusView, StorefrontStore } from '@jxc/services/contracts';
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

/** The providers the store takes online payments through (none: only 货到付款 / 到店付款). */
export const payProviders = (storeCode: string) => call<{ providers: PayProviderOption[] }>('OrderTrade/Providers', { storeCode }, quiet);

/** Who is paying which order: the order's phone proves it is the buyer's. */
export interface PayerOrder {
  storeCode: string;
  orderId: string;
  phone: string;
}

/** Starts paying an order online: a QR code to scan (qr) or the provider's page to go to (wap), open until expiresAt. */
export const payOrder = (o: PayerOrder, provider: string, channel: 'qr' | 'wap', returnUrl?: string) =>
  call<PayStarted>('OrderTrade/Pay', { ...o, provider, channel, ...(returnUrl && { returnUrl }) }, quiet);
/** Whether the payment is made: the server asks the provider while it is not. */
export const payStatus = (o: PayerOrder, payOrderId: string) => call<PayStatusView>('OrderTrade/Status', { ...o, payOrderId }, quiet);
