/** 订货商城 in both the server and the web app: the quick menu's icons and a store product's row. */
/** The icons a 首页快捷菜单 entry may show on the storefront, by key, with what each is called. */
export const STORE_LABEL_ICONS: Record<string, string> = {
  hot: '热销',
  new: '新品',
  sale: '特价',
  gift: '礼品',
  drink: '饮品',
  food: '食品',
  fruit: '生鲜',
  daily: '日用',
  all: '全部',
};

/** A store product as the back office lists it; salePrice (the product's 零售价) is masked without its price flag. */
export interface StoreProductRow {
  storeProductId: string;
  /** A store product sells a SKU or a 商品套餐 (comboId; then productName is the combo's, unitName 套, productId null). */
  skuId: string | null;
  comboId: string | null;
  productId: string | null;
  productName: string;
  productCode: string;
  spec: string;
  unitName: string;
  barCode: string | null;
  storePrice: number;
  salePrice: number | null;
  classId: string | null;
  className: string | null;
  online: boolean;
  /** False once its product (or combo) is disabled or removed: the storefront no longer offers it, 上架 or not. */
  sellable: boolean;
  description: string;
  createdAt: string;
  availableQty: number;
  pictures: string[];
}

/** new → accepted → turned (a sale made from it) → shipped → done; or cancelled with a reason while still open. */
export type OrderStatus = 'new' | 'accepted' | 'turning' | 'turned' | 'shipped' | 'done' | 'cancelled';

/** A buyer's order as 我的订单 shows it: never the address, the buyer's name or who handled it. */
export interface BuyerOrder {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  statusName: string;
  deliveryType: 'delivery' | 'pickup';
  totalAmount: number;
  cancelReason: string | null;
  createTime: string;
  lines: { productName: string; spec: string; unitName: string; qty: number; price: number }[];
  /** What was paid online for it, less what was refunded (0: not paid online). */
  paidAmount: number;
}
