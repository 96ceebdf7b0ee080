import { DOCUMENTS } from '@jxc/services/contracts';
import { describedKind } from '../document-engine';
import { saleExtras } from './api';
import { searchCustomers } from '../document-engine';
import { STOCK_TRADE_LINE_FIELDS, type DocKind } from '../document-engine';
import { prepaidRemain } from '../finance';
import { SaleInvoices } from '../finance';
import { StockConfirmationPanel } from '../inventory';
import { SaleDelivery } from './SaleDelivery';
import { CounterPay } from './CounterPay';
import { SaleReturnRefund } from './PaymentRefund';

const RECEIVABLES = '库存和应收欠款';
/** A sale line starts at the customer's grade price, else the sale price. */
const salePrice: DocKind['priceOf'] = (k) => k.defaultSalePrice ?? k.salePrice;

/** 销售报价单: no stock moves; an audited quotation turns into a sale. */
export const SALE_OFFER: DocKind = {
  ...describedKind(DOCUMENTS.SaleOffer, { choices: searchCustomers }),
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  formulas: true,
};

/** 销售单: goods out at the moving average, the customer owes more; may be parked (挂单) and printed. */
export const SALE: DocKind = {
  ...describedKind(DOCUMENTS.Sale, { choices: searchCustomers, source: SALE_OFFER }),
  settle: { ...DOCUMENTS.Sale.settle, owed: '本单欠款', retail: true },
  prepaid: { ...DOCUMENTS.Sale.prepaid, remain: prepaidRemain },
  posts: RECEIVABLES,
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  formulas: true,
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  followUps: [
    {
      label: '退货',
      path: DOCUMENTS.SaleReturn.routes.add,
      param: DOCUMENTS.Sale.idField,
      menuId: DOCUMENTS.SaleReturn.menuId,
      action: 'add',
    },
  ],
  park: { label: '挂单', save: saleExtras.park },
  DetailExtras: [CounterPay, SaleDelivery, SaleInvoices],
};

/** 销售退货单: goods back (at the sale's cost when it names the sale), the customer owes less. */
export const SALE_RETURN: DocKind = {
  ...describedKind(DOCUMENTS.SaleReturn, { choices: searchCustomers, source: SALE }),
  posts: RECEIVABLES,
  priceOf: salePrice,
  partnerPrices: true,
  combos: true,
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  DetailExtras: [SaleReturnRefund],
};
