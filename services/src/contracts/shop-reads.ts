/** What the 订货商城's back office and storefront read, as the server answers it. */
import type { OrderStatus } from './store';

/** 移动支付: the merchant account as saved; the key is never read back, only its last four characters (secretHint). */
export interface PaySettingView {
  provider: string;
  providerName: string;
  merchantId: string;
  appId: string;
  secretHint: string;
  enabled: boolean;
  updatedBy: string;
  updatedAt: string;
}

/** A row of 移动支付流水: a store order's payment its provider reported paid. */
export interface PayOrderRow {
  payOrderId: string;
  orderId: string;
  orderNo: string;
  provider: string;
  providerName: string;
  tradeNo: string | null;
  payer: string | null;
  payType: string | null;
  amount: number;
  payTime: string;
}

/** Who placed a store order and how it reaches them and is paid, as the buyer gave it. */
export interface StoreOrderBuyer {
  buyerName: string;
  phone: string;
  /** Empty for a pickup. */
  address: string;
  deliveryType: 'delivery' | 'pickup';
  /** 货到付款 (cod) or 到店自提付款 (store). */
  payType: 'cod' | 'store';
  remark: string;
}

/** A store order as the back office (商城订单) lists it. */
export interface StoreOrderRow extends StoreOrderBuyer {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  warehouseId: string;
  warehouseName: string | null;
  totalAmount: number;
  qty: number;
  cancelReason: string | null;
  saleId: string | null;
  saleBillNo: string | null;
  createTime: string;
  updateTime: string;
}

export interface StoreOrderLine {
  lineNo: number;
  skuId: string | null;
  productName: string;
  spec: string;
  unitName: string;
  qty: number;
  price: number;
  amount: number;
}

/** A buyer of the store (小程序用户), made from their orders, with the 客户 they are linked to. */
export interface StoreUserRow {
  phone: string;
  buyerName: string;
  addresses: string[];
  orderCount: number;
  orderAmount: number;
  customId: string | null;
  customName: string | null;
  firstTime: string;
  lastTime: string;
}

/** A file uploaded to a formula (作品上传记录); url is signed for the caller. */
export interface FormulaUploadRow {
  annexId: string;
  fileName: string;
  url: string;
  size: number;
  formulaId: string;
  formulaName: string | null;
  formulaRemoved: boolean | null;
  uploadedBy: string;
  uploadedAt: string;
}

/** A banner ad as the storefront shows it: a link to a URL, to a store product on sale (its SKU and name), or none. */
export interface BannerAd {
  advId: string;
  advTitle: string;
  pictures: string[];
  linkType: 'url' | 'product' | 'none';
  linkUrl?: string;
  skuId?: string;
  productName?: string;
}

/** A quick-menu entry as the storefront shows it: a link to a category or to a store product on sale. */
export interface QuickMenuEntry {
  labelId: string;
  labelTitle: string;
  icon: string;
  linkType: 'category' | 'product';
  classId?: string;
  skuId?: string;
  productName?: string;
}

/** The storefront home (StoreFront/Home): its banner and its quick menu. */
export interface StorefrontHome {
  ads: BannerAd[];
  labels: QuickMenuEntry[];
}
