import { DOC_TYPES } from '@jxc/services/contracts';
import { docApi } from '../document-engine';
import { searchSuppliers } from '../document-engine';
import { STOCK_TRADE_LINE_FIELDS, type DocKind } from '../document-engine';
import { BuyInvoices } from '../finance';
import { StockConfirmationPanel } from '../inventory';

const supplier = { field: 'supplierId', label: '供应商', choices: searchSuppliers };
const PAYABLES = '库存和应付欠款';

/** 采购订单 (pre-purchase): no stock moves; an audited order turns into a purchase. */
export const BUY_OFFER: DocKind = {
  title: '采购订单',
  billType: DOC_TYPES.BuyOffer,
  idField: 'offerId',
  menuId: '4001',
  api: docApi('BuyOffer', 'offerId'),
  partner: supplier,
  settle: { field: 'payAmount', label: '预付款' },
  outbound: false,
  priceOf: (k) => k.purchasePrice,
  paths: {
    list: '/preOrder/list',
    add: '/preOrder/add',
    detail: '/preOrder/detail',
    edit: '/preOrder/edit',
    lines: '/preOrder/DetailList',
  },
  followUps: [{ label: '转采购单', path: '/preOrder/turn', param: 'offerId', menuId: '4002', action: 'add' }],
};

/** 采购单: goods in at their cost, the supplier owed more. */
export const BUY: DocKind = {
  title: '采购单',
  billType: DOC_TYPES.Buy,
  idField: 'buyId',
  menuId: '4002',
  api: docApi('Buy', 'buyId'),
  partner: supplier,
  settle: { field: 'payAmount', label: '本次付款', owed: '本单欠款' },
  posts: PAYABLES,
  outbound: false,
  priceOf: (k) => k.purchasePrice,
  paths: {
    list: '/purchaseOrder/list',
    add: '/purchaseOrder/add',
    detail: '/purchaseOrder/detail',
    edit: '/purchaseOrder/add',
    lines: '/purchaseOrder/DetailList',
  },
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  source: { kind: BUY_OFFER, field: 'offerId', label: '采购订单' },
  followUps: [
    { label: '退货', path: '/purchaseReturnOrder/add', param: 'buyId', menuId: '4003', action: 'add' },
    { label: '打印标签', path: '/tag/List', param: 'buyId', menuId: '3017', action: 'query' },
  ],
  DetailExtras: [BuyInvoices],
};

/** 采购退货单: goods out at the moving average, the supplier owed less; may name the purchase it returns. */
export const BUY_RETURN: DocKind = {
  title: '采购退货单',
  billType: DOC_TYPES.BuyReturn,
  idField: 'returnId',
  menuId: '4003',
  api: docApi('BuyReturn', 'returnId'),
  partner: supplier,
  settle: { field: 'payAmount', label: '本次退款' },
  posts: PAYABLES,
  outbound: true,
  priceOf: (k) => k.purchasePrice,
  paths: {
    list: '/purchaseReturnOrder/list',
    add: '/purchaseReturnOrder/add',
    detail: '/purchaseReturnOrder/detail',
    edit: '/purchaseReturnOrder/add',
  },
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  source: { kind: BUY, field: 'buyId', label: '原采购单' },
};
