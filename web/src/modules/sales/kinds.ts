import { DOC_TYPES } from '@jxc/services/contracts';
import { docApi } from '../document-engine';
import { saleExtras } from './api';
import { searchCustomers } from '../document-engine';
import { STOCK_TRADE_LINE_FIELDS, type DocKind } from '../document-engine';
import { prepaidRemain } from '../finance';
import { SaleInvoices } from '../finance';
import { StockConfirmationPanel } from '../inventory';
import { SaleDelivery } from './SaleDelivery';

const customer = { field: 'customId', label: '客户', choices: searchCustomers };
const RECEIVABLES = '库存和应收欠款';
/** A sale line starts at the customer's grade price, else the sale price. */
const salePrice: DocKind['priceOf'] = (k) => k.defaultSalePrice ?? k.salePrice;

/** 销售报价单: no stock moves; an audited quotation turns into a sale. */
export const SALE_OFFER: DocKind = {
  title: '销售报价单',
  billType: DOC_TYPES.SaleOffer,
  idField: 'offerId',
  menuId: '2001',
  api: docApi('SaleOffer', 'offerId'),
  partner: customer,
  settle: { field: 'receiveAmount', label: '预收款' },
  outbound: false,
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  formulas: true,
  paths: {
    list: '/saleQuotes/List',
    add: '/saleQuotes/Add',
    detail: '/saleQuotes/Detail',
    edit: '/saleQuotes/Edit',
    lines: '/saleQuotes/DetailList',
  },
  followUps: [{ label: '转销售单', path: '/saleQuotes/TurnAdd', param: 'offerId', menuId: '2002', action: 'add' }],
};

/** 销售单: goods out at the moving average, the customer owes more; may be parked (挂单) and printed. */
export const SALE: DocKind = {
  title: '销售单',
  billType: DOC_TYPES.Sale,
  idField: 'saleId',
  menuId: '2002',
  api: docApi('Sale', 'saleId'),
  partner: customer,
  settle: { field: 'receiveAmount', label: '本次收款', owed: '本单欠款', retail: true },
  prepaid: { field: 'prepaidAmount', label: '预存款抵扣', remain: prepaidRemain },
  posts: RECEIVABLES,
  outbound: true,
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  formulas: true,
  paths: {
    list: '/sale/List',
    add: '/sale/Add',
    detail: '/sale/Detail',
    edit: '/sale/Add',
    lines: '/sale/DetailList',
    copy: '/sale/CopyAdd',
  },
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  source: { kind: SALE_OFFER, field: 'offerId', label: '销售报价单' },
  followUps: [{ label: '退货', path: '/saleReturn/Add', param: 'saleId', menuId: '2003', action: 'add' }],
  park: { label: '挂单', save: saleExtras.park },
  DetailExtras: [SaleDelivery, SaleInvoices],
};

/** 销售退货单: goods back (at the sale's cost when it names the sale), the customer owes less. */
export const SALE_RETURN: DocKind = {
  title: '销售退货单',
  billType: DOC_TYPES.SaleReturn,
  idField: 'returnId',
  menuId: '2003',
  api: docApi('SaleReturn', 'returnId'),
  partner: customer,
  settle: { field: 'receiveAmount', label: '本次退款' },
  prepaid: { field: 'prepaidAmount', label: '退回预存款' },
  posts: RECEIVABLES,
  outbound: false,
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  paths: {
    list: '/saleReturn/List',
    add: '/saleReturn/Add',
    detail: '/saleReturn/Detail',
    edit: '/saleReturn/Add',
    lines: '/saleReturn/DetailList',
    copy: '/saleReturn/CopyAdd',
  },
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  source: { kind: SALE, field: 'saleId', label: '原销售单' },
};
