/** What the 订货商城's back office and storefront read, as the server answers it. */
import type { HistoryEntry } from './history';
import type { SkuQtyView } from './marketing-reads';
import type { OrderStatus, StoreProductRow } from './store';

/** What 店铺设置 holds; `open` is 营业中 or 休息中 (the storefront takes no orders while closed). */
export interface StoreSettings {
  storeName: string;
  notice: string;
  open: boolean;
  openTime: string | null;
  closeTime: string | null;
  delivery: boolean;
  pickup: boolean;
  /** 起送金额: an order below it is refused (0: none). */
  minOrderAmount: string;
  /** 发货仓库: the warehouse whose stock the store shows and sells. */
  warehouseId: string | null;
  phone: string;
  address: string;
}

/** 店铺设置 as the store reads it (the amount a number); storeCode is null until the store is first saved (开通店铺). */
export interface StoreView extends Omit<StoreSettings, 'minOrderAmount'> {
  storeCode: string | null;
  minOrderAmount: number;
  warehouseName: string | null;
  logo: string | null;
}

/** StoreFront/Store: what the storefront knows of the store; `open` is whether it takes orders now; no warehouse. */
export type StorefrontStore = Omit<StoreView, 'storeCode' | 'warehouseId' | 'warehouseName'> & {
  storeCode: string;
  categories: { classId: string; className: string }[];
};

/** StoreInfo/Detail: the store with its history. */
export interface StoreDetail extends StoreView {
  history: HistoryEntry[];
}

/** StoreProduct/Detail: a store product with its history. */
export interface StoreProductDetail extends StoreProductRow {
  history: HistoryEntry[];
}

/** A store category (StoreClass/PageQuery), with how many products it holds and how many of them are on sale. */
export interface StoreClassRow {
  classId: string;
  className: string;
  sort: number;
  productCount: number;
  onlineCount: number;
}

/** A store record as its list and detail answer it: when and by whom it was made. */
interface StoreRecordStamp {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A quick-menu entry (StoreLabel/PageQuery), linked to a store category or product named linkName. */
export interface StoreLabelRow extends StoreRecordStamp {
  labelId: string;
  labelTitle: string;
  icon: string;
  linkType: 'category' | 'product';
  storeClassId: string | null;
  storeProductId: string | null;
  linkName: string | null;
  sort: number;
  enabled: boolean;
}

/** A banner ad (StoreAdv/PageQuery and Detail), with the name of the store product it links to and its pictures counted. */
export interface StoreAdvRow extends StoreRecordStamp {
  advId: string;
  advTitle: string;
  linkType: 'none' | 'product' | 'url';
  storeProductId: string | null;
  storeProductName: string | null;
  linkUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  sort: number;
  enabled: boolean;
  pictureCount: number;
}

/** A formula (StoreFormula/PageQuery): its lines named as their SKUs are, with the files uploaded to it counted. */
export interface StoreFormulaRow extends StoreRecordStamp {
  formulaId: string;
  formulaName: string;
  lines: SkuQtyView[];
  lineCount: number;
  fileCount: number;
  remark: string;
}

/** How a buyer pays: a QR code shown on a desktop, a phone browser's redirect, inside WeChat (JSAPI), or their 付款码 scanned at the counter. */
export type PayChannelKey = 'qr' | 'wap' | 'jsapi' | 'code';

/** The providers a shop may hold a merchant account with, by key. */
export const PAY_PROVIDER_NAMES: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

/** How each way of paying is called on the screens. */
export const PAY_CHANNEL_NAMES: Record<PayChannelKey, string> = {
  qr: '扫码支付',
  wap: '手机网站支付',
  jsapi: '公众号支付',
  code: '付款码收款',
};

/** A payment's status (created … failed) and a refund's (processing, success, failed), as 移动支付流水 names them. */
export const PAY_STATUS_NAMES: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  failed: '失败',
  processing: '退款中',
  success: '退款成功',
};

/** One entry of a provider's merchant settings as 移动支付 asks for it; a secret one is never read back (only its hint). */
export interface PaySettingFieldView {
  key: string;
  label: string;
  secret?: boolean;
  /** A PEM key or certificate: a text area. */
  multiline?: boolean;
  required?: boolean;
  maxWidth: number;
  placeholder?: string;
}

/** 移动支付: a provider's merchant account as saved; its secrets are never read back, only their last four characters (secretHints). */
export interface PaySettingView {
  provider: string;
  providerName: string;
  merchantId: string;
  appId: string;
  /** The provider's plain fields by key. */
  values: Record<string, string>;
  /** Each saved secret field's hint ('****abcd') by key. */
  secretHints: Record<string, string>;
  /** 结算账户: where the receipts of payments go. */
  accountId: string;
  accountName: string;
  enabled: boolean;
  updatedBy: string;
  updatedAt: string;
}

/** A provider this deployment can take payments through, the settings it asks for, and the company's setting (null: none saved). */
export interface PayProviderSettings {
  key: string;
  name: string;
  channels: PayChannelKey[];
  fields: PaySettingFieldView[];
  setting: PaySettingView | null;
}

/** PaySetting/Detail. */
export interface PaySettingDetail {
  providers: PayProviderSettings[];
}

/** A provider the storefront offers (OrderTrade/Providers). */
export interface PayProviderOption {
  key: string;
  name: string;
  channels: PayChannelKey[];
}

export type PayOrderStatus = 'created' | 'paid' | 'closed';

/** OrderTrade/Pay: how the buyer pays the order now. */
export interface PayStarted {
  payOrderId: string;
  amount: number;
  channel: 'qr' | 'wap';
  /** The QR code's content (qr). */
  codeUrl?: string;
  /** Where the phone's browser goes to pay (wap). */
  payUrl?: string;
  expiresAt: string;
}

/** OrderTrade/Status. */
export interface PayStatusView {
  payOrderId: string;
  status: PayOrderStatus;
  paidAmount: number;
}

/** OrderTrade/CodePay: a 付款码 payment at the counter; `paying` while the buyer confirms on their phone. */
export interface CodePayResult {
  payOrderId: string;
  status: 'paid' | 'paying' | 'failed' | 'closed';
  amount: number;
  message?: string;
}

/** OrderTrade/Query. */
export interface PayQueryResult {
  payOrderId: string;
  status: 'paying' | 'paid' | 'failed' | 'closed';
  paid: boolean;
}

/** OrderTrade/Refund. */
export interface RefundResult {
  refundId: string;
  status: 'success' | 'processing' | 'failed';
  amount: number;
}

/** OrderTrade/Refundable: a payment of a return's source sale that can still refund. */
export interface RefundablePayment {
  payOrderId: string;
  provider: string;
  providerName: string;
  amount: number;
  refundable: number;
  tradeNo: string;
  paidAt: string;
}

/** A row of 移动支付流水: a payment (of a store order or a counter sale) or one of its refunds. */
export interface PayOrderRow {
  payOrderId: string;
  refundId: string | null;
  kind: 'pay' | 'refund';
  orderId: string | null;
  orderNo: string | null;
  billId: string | null;
  billNo: string | null;
  source: 'store' | 'counter';
  provider: string;
  providerName: string;
  channel: PayChannelKey;
  channelName: string;
  tradeNo: string | null;
  payer: string | null;
  payType: string | null;
  amount: number;
  refundedAmount: number;
  status: string;
  statusName: string;
  createdAt: string;
  payTime: string | null;
}

/** A difference between the provider's bill for a day and our payments and refunds of it. */
export interface ReconcileMismatch {
  payOrderId: string;
  refundId?: string;
  kind: 'pay' | 'refund';
  tradeNo: string;
  ours: number | null;
  theirs: number | null;
  reason: '对方有我方无' | '我方有对方无' | '金额不符' | '状态不符';
}

/** PayOrder/Reconcile. */
export interface ReconcileResult {
  provider: string;
  date: string;
  billCount: number;
  matched: number;
  mismatches: ReconcileMismatch[];
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

/** StoreOrder/Detail: a store order with its lines, the 客户 its buyer is linked to (null: none) and its history. */
export interface StoreOrderDetail extends StoreOrderRow {
  lines: StoreOrderLine[];
  customId: string | null;
  customName: string | null;
  history: HistoryEntry[];
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
