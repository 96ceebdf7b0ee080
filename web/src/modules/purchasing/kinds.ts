import { DOCUMENTS } from '@jxc/services/contracts';
import { describedKind } from '../document-engine';
import { searchSuppliers } from '../document-engine';
import { STOCK_TRADE_LINE_FIELDS, type DocKind } from '../document-engine';
import { BuyInvoices } from '../finance';
import { StockConfirmationPanel } from '../inventory';

const PAYABLES = '库存和应付欠款';

/** 采购订单 (pre-purchase): no stock moves; an audited order turns into a purchase. */
export const BUY_OFFER: DocKind = {
  ...describedKind(DOCUMENTS.BuyOffer, { choices: searchSuppliers }),
  priceOf: (k) => k.purchasePrice,
};

/** 采购单: goods in at their cost, the supplier owed more. */
export const BUY: DocKind = {
  ...describedKind(DOCUMENTS.Buy, { choices: searchSuppliers, source: BUY_OFFER }),
  settle: { ...DOCUMENTS.Buy.settle, owed: '本单欠款' },
  posts: PAYABLES,
  priceOf: (k) => k.purchasePrice,
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
  followUps: [
    {
      label: '退货',
      path: DOCUMENTS.BuyReturn.routes.add,
      param: DOCUMENTS.Buy.idField,
      menuId: DOCUMENTS.BuyReturn.menuId,
      action: 'add',
    },
    { label: '打印标签', path: '/tag/List', param: 'buyId', menuId: '3017', action: 'query' },
  ],
  DetailExtras: [BuyInvoices],
};

/** 采购退货单: goods out at the moving average, the supplier owed less; may name the purchase it returns. */
export const BUY_RETURN: DocKind = {
  ...describedKind(DOCUMENTS.BuyReturn, { choices: searchSuppliers, source: BUY }),
  posts: PAYABLES,
  priceOf: (k) => k.purchasePrice,
  lineFields: STOCK_TRADE_LINE_FIELDS,
  StockConfirmation: StockConfirmationPanel,
};
