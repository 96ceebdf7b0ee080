/** Document type codes (seed §9). */
export const DOC_TYPES = {
  Product: 100,
  Custom: 101,
  Supplier: 102,
  CustomReceive: 103,
  SupplierPay: 104,
  FinanceInCome: 105,
  FinanceExpenditure: 106,
  CustomCZ: 107,
  CustomJC: 108,
  AccountTrans: 109,
  CustomRefund: 110,
  SupplierRefund: 111,
  ChangePrice: 120,
  CostPrice: 121,
  SaleOffer: 200,
  Sale: 201,
  SaleReturn: 202,
  BuyOffer: 300,
  Buy: 301,
  BuyReturn: 302,
  Inventory: 400,
  Assembly: 500,
  AssemblyOriginal: 501,
  AssemblyNew: 502,
  OutStorage: 600,
  InStorage: 700,
  TransCode: 800,
  Transfer: 850,
  AccountInit: 900,
  CustomInit: 901,
  CustomPreInit: 902,
  SupplierInit: 903,
  SupplierPreInit: 904,
} as const;

export type DocTypeKey = keyof typeof DOC_TYPES;

export const DOC_TYPE_NAMES: Record<number, string> = {
  100: '商品',
  101: '客户',
  102: '供应商',
  103: '收款单',
  104: '付款单',
  105: '日常收入',
  106: '日常支出',
  107: '客户预存',
  108: '客户押金',
  109: '账户转账',
  110: '客户退款',
  111: '供应商退款',
  120: '调价单',
  121: '成本调价单',
  200: '销售报价单',
  201: '销售单',
  202: '销售退货单',
  300: '采购订单',
  301: '采购单',
  302: '采购退货单',
  400: '盘点单',
  500: '组装拆卸单',
  501: '组装拆卸单(原件)',
  502: '组装拆卸单(成品)',
  600: '其他出库单',
  700: '其他入库单',
  800: '调拨单',
  850: '调拨单',
  900: '账户期初',
  901: '客户期初',
  902: '客户预收期初',
  903: '供应商期初',
  904: '供应商预付期初',
};

/** Bill-number prefixes (PRODUCT.md §1). */
export const BILL_PREFIX: Partial<Record<DocTypeKey, string>> = {
  Buy: 'CG',
  BuyReturn: 'CT',
  Sale: 'XS',
  SaleReturn: 'XT',
  TransCode: 'DB',
  Inventory: 'PD',
  Assembly: 'ZZ',
  InStorage: 'QTRK',
  OutStorage: 'QTCK',
  CustomReceive: 'SK',
  SupplierPay: 'FK',
  AccountTrans: 'ZK',
  FinanceInCome: 'SR',
  FinanceExpenditure: 'ZC',
  SaleOffer: 'BJ',
  BuyOffer: 'CD',
  CustomRefund: 'TK',
  SupplierRefund: 'TK',
  CustomCZ: 'CZ',
  ChangePrice: 'TJ',
  CostPrice: 'CBTJ',
};

/** An assembly's movements (parts 501, products 502) open the assembly itself. */
const ASSEMBLY_DETAIL = { path: '/assembly/detail', idField: 'assemblyId' };

/** Where a document type code opens its detail screen (seed §2: "A document type code opens the matching detail screen"). */
export const DOC_DETAIL_ROUTE: Record<number, { path: string; idField: string }> = {
  103: { path: '/customReceive/detail', idField: 'receiveId' },
  104: { path: '/supplierPay/detail', idField: 'payId' },
  105: { path: '/dayIncome/detail', idField: 'flowId' },
  106: { path: '/dayeExpenses/detail', idField: 'flowId' },
  107: { path: '/customCz/storeValue/Detail', idField: 'czId' },
  108: { path: '/customCz/deposit/Detail', idField: 'czId' },
  109: { path: '/transferAccount/detail', idField: 'transId' },
  110: { path: '/refund/customDetail', idField: 'refundId' },
  111: { path: '/refund/supplierDetail', idField: 'refundId' },
  120: { path: '/price/ChangePriceDetail', idField: 'changeId' },
  121: { path: '/price/CostPriceDetail', idField: 'adjustId' },
  200: { path: '/saleQuotes/Detail', idField: 'offerId' },
  201: { path: '/sale/Detail', idField: 'saleId' },
  202: { path: '/saleReturn/Detail', idField: 'returnId' },
  300: { path: '/preOrder/detail', idField: 'offerId' },
  301: { path: '/purchaseOrder/detail', idField: 'buyId' },
  302: { path: '/purchaseReturnOrder/detail', idField: 'returnId' },
  400: { path: '/inventoryOrder/detail', idField: 'invtakId' },
  500: ASSEMBLY_DETAIL,
  501: ASSEMBLY_DETAIL,
  502: ASSEMBLY_DETAIL,
  600: { path: '/otherOutStorage/detail', idField: 'outstorageId' },
  700: { path: '/otherInStorage/detail', idField: 'instorageId' },
  800: { path: '/transfer/detail', idField: 'transId' },
  850: { path: '/transfer/detail', idField: 'transId' },
};

/** Documents of one kind waiting for the caller (待办事项, Data/TodoCount): for audit, or for the warehouse to take them in or out. */
export interface TodoItem {
  menuId: string;
  title: string;
  billType: number;
  waiting: 'audit' | 'in' | 'out';
  count: number;
}
