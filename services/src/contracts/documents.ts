/**
 * Every document type described once, as data, for the server, the web, the menus, the prints and the numbering. The
 * tables keyed by type code (DOC_TYPES, DOC_TYPE_NAMES, BILL_PREFIX, DOC_DETAIL_ROUTE, BILL_SERIES, PRINT_KINDS), the
 * menus' document entries, the pickers' menus (PICKED_BY) and the web's document routes are derived from here; a
 * kind's module adds its policies (server) or its screens (web). Adding a document type is one entry here and the
 * files of its module.
 */

/** Trade documents run on the document engine (goods, prices, costs); money documents move money only (finance). */
export type DocumentFamily = 'trade' | 'money';

/** How an audit moves stock: in, out, or not at all. */
export type DocumentDirection = 'in' | 'out' | 'none';

/** The trading partner: its API field, record kind and label. */
export interface DocumentPartner {
  field: 'customId' | 'supplierId';
  kind: 'Custom' | 'Supplier';
  label: '客户' | '供应商';
}

/** The records a screen may pick from a list (their pickers answer callers with a right on one of the screens). */
export type Picker = 'customers' | 'suppliers' | 'accounts' | 'combos' | 'stock';

/** A money field of the document and its label (本次收款 …). */
export interface DocumentMoneyField {
  field: string;
  label: string;
}

/**
 * The web paths of its screens, in the order its menu entry lists them. Without `edit` a draft is edited in the add
 * screen; `turn` is the form that turns an audited one into another document (see DocumentDescription.turn).
 */
export interface DocumentRoutes {
  list: string;
  add: string;
  lines?: string;
  edit?: string;
  detail: string;
  copy?: string;
  turn?: string;
}

export interface DocumentDescription {
  family: DocumentFamily;
  /**
   * Its name in the API (`${kind}/Detail`), its streams (`${kind}-<id>`) and events (SaleSaved); FinanceFlow and CustomCz
   * serve two types each.
   */
  kind: string;
  /** The type code (seed §9), as lists of movements, postings and prints carry it. */
  billType: number;
  /** The type's name in lists of movements and postings (DOC_TYPE_NAMES: 日常收入). */
  name: string;
  /** The document's own title: forms, details, confirmations and prints (日常收入单). */
  title: string;
  /** What its sub-screens call it when not its title (新增预存款, 预存款详情). */
  screenTitle?: string;
  /** Its menu entry's title when not its name (客户预存款). */
  menuTitle?: string;
  /** The default bill-number prefix. Types with the same prefix share one numbering series. */
  prefix: string;
  /**
   * Its series is listed in 单据编号规则 (/billno/list) — under its title, or under the given one when it is shared
   * (退款单（客户/供应商）); absent: numbered by another type's series (same prefix) or by the default rule.
   */
  series?: true | string;
  /** The API id field of one document, also its detail screen's query parameter (saleId). */
  idField: string;
  /** The menu entry of its screens and permissions; the entry sits in the module its first two digits name (20 销售). */
  menuId: string;
  routes: DocumentRoutes;
  direction: DocumentDirection;
  partner?: DocumentPartner;
  /** The money paid or received on the document itself (trade documents with a partner). */
  settle?: DocumentMoneyField;
  /** Money settled from the customer's prepaid (预存款抵扣, 退回预存款). */
  prepaid?: DocumentMoneyField;
  /** The document this one may be made from (DOCUMENTS key), and the field naming it. */
  source?: { of: string; field: string; label: string };
  /** The document an audited one turns into (DOCUMENTS key) through routes.turn, and that screen's title. */
  turn?: { into: string; title: string };
  /** The documents a receipt or payment settles (核销), by DOCUMENTS key. */
  settles?: string;
  /** The records its screens pick: a right on its menu lets a caller pick them (PICKED_BY). */
  picks?: readonly Picker[];
  /** Other type codes that open this document (an assembly's parts 501 and products 502), by their DOC_TYPES key. */
  otherTypes?: Readonly<Record<string, { billType: number; name: string }>>;
}

const CUSTOMER = { field: 'customId', kind: 'Custom', label: '客户' } as const;
const SUPPLIER = { field: 'supplierId', kind: 'Supplier', label: '供应商' } as const;

/**
 * The document types by their DOC_TYPES key, in the order 单据编号规则 lists their series. Every path, id field
 * and menu id is the seed's.
 */
export const DOCUMENTS = {
  BuyOffer: {
    family: 'trade',
    kind: 'BuyOffer',
    billType: 300,
    name: '采购订单',
    title: '采购订单',
    prefix: 'CD',
    series: true,
    idField: 'offerId',
    menuId: '4001',
    routes: {
      list: '/preOrder/list',
      add: '/preOrder/add',
      lines: '/preOrder/DetailList',
      detail: '/preOrder/detail',
      edit: '/preOrder/edit',
      turn: '/preOrder/turn',
    },
    direction: 'none',
    picks: ['suppliers', 'stock'],
    partner: SUPPLIER,
    settle: { field: 'payAmount', label: '预付款' },
    turn: { into: 'Buy', title: '订单转采购' },
  },
  Buy: {
    family: 'trade',
    kind: 'Buy',
    billType: 301,
    name: '采购单',
    title: '采购单',
    prefix: 'CG',
    series: true,
    idField: 'buyId',
    menuId: '4002',
    routes: { list: '/purchaseOrder/list', add: '/purchaseOrder/add', lines: '/purchaseOrder/DetailList', detail: '/purchaseOrder/detail' },
    direction: 'in',
    picks: ['suppliers', 'accounts', 'stock'],
    partner: SUPPLIER,
    settle: { field: 'payAmount', label: '本次付款' },
    source: { of: 'BuyOffer', field: 'offerId', label: '采购订单' },
  },
  BuyReturn: {
    family: 'trade',
    kind: 'BuyReturn',
    billType: 302,
    name: '采购退货单',
    title: '采购退货单',
    prefix: 'CT',
    series: true,
    idField: 'returnId',
    menuId: '4003',
    routes: { list: '/purchaseReturnOrder/list', add: '/purchaseReturnOrder/add', detail: '/purchaseReturnOrder/detail' },
    direction: 'out',
    picks: ['suppliers', 'accounts', 'stock'],
    partner: SUPPLIER,
    settle: { field: 'payAmount', label: '本次退款' },
    source: { of: 'Buy', field: 'buyId', label: '原采购单' },
  },
  SaleOffer: {
    family: 'trade',
    kind: 'SaleOffer',
    billType: 200,
    name: '销售报价单',
    title: '销售报价单',
    prefix: 'BJ',
    series: true,
    idField: 'offerId',
    menuId: '2001',
    routes: {
      list: '/saleQuotes/List',
      add: '/saleQuotes/Add',
      lines: '/saleQuotes/DetailList',
      edit: '/saleQuotes/Edit',
      detail: '/saleQuotes/Detail',
      turn: '/saleQuotes/TurnAdd',
    },
    direction: 'none',
    picks: ['customers', 'combos', 'stock'],
    partner: CUSTOMER,
    settle: { field: 'receiveAmount', label: '预收款' },
    turn: { into: 'Sale', title: '报价转销售' },
  },
  Sale: {
    family: 'trade',
    kind: 'Sale',
    billType: 201,
    name: '销售单',
    title: '销售单',
    prefix: 'XS',
    series: true,
    idField: 'saleId',
    menuId: '2002',
    routes: { list: '/sale/List', add: '/sale/Add', lines: '/sale/DetailList', detail: '/sale/Detail', copy: '/sale/CopyAdd' },
    direction: 'out',
    picks: ['customers', 'accounts', 'combos', 'stock'],
    partner: CUSTOMER,
    settle: { field: 'receiveAmount', label: '本次收款' },
    prepaid: { field: 'prepaidAmount', label: '预存款抵扣' },
    source: { of: 'SaleOffer', field: 'offerId', label: '销售报价单' },
  },
  SaleReturn: {
    family: 'trade',
    kind: 'SaleReturn',
    billType: 202,
    name: '销售退货单',
    title: '销售退货单',
    prefix: 'XT',
    series: true,
    idField: 'returnId',
    menuId: '2003',
    routes: {
      list: '/saleReturn/List',
      add: '/saleReturn/Add',
      lines: '/saleReturn/DetailList',
      detail: '/saleReturn/Detail',
      copy: '/saleReturn/CopyAdd',
    },
    direction: 'in',
    picks: ['customers', 'accounts', 'combos', 'stock'],
    partner: CUSTOMER,
    settle: { field: 'receiveAmount', label: '本次退款' },
    prepaid: { field: 'prepaidAmount', label: '退回预存款' },
    source: { of: 'Sale', field: 'saleId', label: '原销售单' },
  },
  Transfer: {
    family: 'trade',
    kind: 'Trans',
    billType: 850,
    name: '调拨单',
    title: '调拨单',
    prefix: 'DB',
    series: true,
    idField: 'transId',
    menuId: '4007',
    routes: { list: '/transfer/list', add: '/transfer/add', lines: '/transfer/DetailList', detail: '/transfer/detail' },
    direction: 'out',
    picks: ['stock'],
    otherTypes: { TransCode: { billType: 800, name: '调拨单' } },
  },
  Inventory: {
    family: 'trade',
    kind: 'Invtak',
    billType: 400,
    name: '盘点单',
    title: '盘点单',
    prefix: 'PD',
    series: true,
    idField: 'invtakId',
    menuId: '4008',
    routes: { list: '/inventoryOrder/list', add: '/inventoryOrder/add', edit: '/inventoryOrder/edit', detail: '/inventoryOrder/detail' },
    direction: 'none',
    picks: ['stock'],
  },
  Assembly: {
    family: 'trade',
    kind: 'Assembly',
    billType: 500,
    name: '组装拆卸单',
    title: '组装拆卸单',
    prefix: 'ZZ',
    series: true,
    idField: 'assemblyId',
    menuId: '4009',
    routes: { list: '/assembly/list', add: '/assembly/add', detail: '/assembly/detail' },
    direction: 'out',
    picks: ['stock'],
    otherTypes: {
      AssemblyOriginal: { billType: 501, name: '组装拆卸单(原件)' },
      AssemblyNew: { billType: 502, name: '组装拆卸单(成品)' },
    },
  },
  InStorage: {
    family: 'trade',
    kind: 'Instorage',
    billType: 700,
    name: '其他入库单',
    title: '其他入库单',
    prefix: 'QTRK',
    series: true,
    idField: 'instorageId',
    menuId: '4016',
    routes: { list: '/otherInStorage/list', add: '/otherInStorage/add', detail: '/otherInStorage/detail' },
    direction: 'in',
    picks: ['stock'],
  },
  OutStorage: {
    family: 'trade',
    kind: 'Outstorage',
    billType: 600,
    name: '其他出库单',
    title: '其他出库单',
    prefix: 'QTCK',
    series: true,
    idField: 'outstorageId',
    menuId: '4017',
    routes: { list: '/otherOutStorage/list', add: '/otherOutStorage/add', detail: '/otherOutStorage/detail' },
    direction: 'out',
    picks: ['stock'],
  },
  CustomReceive: {
    family: 'money',
    kind: 'CustomReceive',
    billType: 103,
    name: '收款单',
    title: '收款单',
    prefix: 'SK',
    series: true,
    idField: 'receiveId',
    menuId: '5006',
    routes: { list: '/customReceive/list', add: '/customReceive/add', detail: '/customReceive/detail' },
    direction: 'none',
    picks: ['customers', 'accounts'],
    partner: CUSTOMER,
    settles: 'Sale',
  },
  SupplierPay: {
    family: 'money',
    kind: 'SupplierPay',
    billType: 104,
    name: '付款单',
    title: '付款单',
    prefix: 'FK',
    series: true,
    idField: 'payId',
    menuId: '5008',
    routes: { list: '/supplierPay/list', add: '/supplierPay/pay', detail: '/supplierPay/detail' },
    direction: 'none',
    picks: ['suppliers', 'accounts'],
    partner: SUPPLIER,
    settles: 'Buy',
  },
  CustomRefund: {
    family: 'money',
    kind: 'CustomRefund',
    billType: 110,
    name: '客户退款',
    title: '客户退款单',
    prefix: 'TK',
    series: '退款单（客户/供应商）',
    idField: 'refundId',
    menuId: '5010',
    routes: { list: '/refund/customList', add: '/refund/customAdd', edit: '/refund/customEdit', detail: '/refund/customDetail' },
    direction: 'none',
    picks: ['customers', 'accounts'],
    partner: CUSTOMER,
  },
  SupplierRefund: {
    family: 'money',
    kind: 'SupplierRefund',
    billType: 111,
    name: '供应商退款',
    title: '供应商退款单',
    prefix: 'TK',
    idField: 'refundId',
    menuId: '5011',
    routes: { list: '/refund/supplierList', add: '/refund/supplierAdd', edit: '/refund/supplierEdit', detail: '/refund/supplierDetail' },
    direction: 'none',
    picks: ['suppliers', 'accounts'],
    partner: SUPPLIER,
  },
  CustomCZ: {
    family: 'money',
    kind: 'CustomCz',
    billType: 107,
    name: '客户预存',
    title: '预存款单',
    screenTitle: '预存款',
    menuTitle: '客户预存款',
    prefix: 'CZ',
    series: '预存款/押金',
    idField: 'czId',
    menuId: '2503',
    routes: {
      list: '/customCz/storeValue/List',
      add: '/customCz/storeValue/Add',
      detail: '/customCz/storeValue/Detail',
      edit: '/customCz/storeValue/Edit',
    },
    direction: 'none',
    picks: ['customers', 'accounts'],
    partner: CUSTOMER,
  },
  CustomJC: {
    family: 'money',
    kind: 'CustomCz',
    billType: 108,
    name: '客户押金',
    title: '押金单',
    screenTitle: '押金',
    prefix: 'CZ',
    idField: 'czId',
    menuId: '2504',
    routes: {
      list: '/customCz/deposit/List',
      add: '/customCz/deposit/Add',
      detail: '/customCz/deposit/Detail',
      edit: '/customCz/deposit/Edit',
    },
    direction: 'none',
    picks: ['customers', 'accounts'],
    partner: CUSTOMER,
  },
  AccountTrans: {
    family: 'money',
    kind: 'AccountTrans',
    billType: 109,
    name: '账户转账',
    title: '转账单',
    prefix: 'ZK',
    series: '账户转账单',
    idField: 'transId',
    menuId: '5017',
    routes: {
      list: '/transferAccount/list',
      add: '/transferAccount/add',
      edit: '/transferAccount/edit',
      detail: '/transferAccount/detail',
    },
    direction: 'none',
    picks: ['accounts'],
  },
  FinanceInCome: {
    family: 'money',
    kind: 'FinanceFlow',
    billType: 105,
    name: '日常收入',
    title: '日常收入单',
    prefix: 'SR',
    series: true,
    idField: 'flowId',
    menuId: '5012',
    routes: { list: '/dayIncome/list', add: '/dayIncome/add', edit: '/dayIncome/edit', detail: '/dayIncome/detail' },
    direction: 'none',
    picks: ['accounts'],
    partner: CUSTOMER,
  },
  FinanceExpenditure: {
    family: 'money',
    kind: 'FinanceFlow',
    billType: 106,
    name: '日常支出',
    title: '日常支出单',
    prefix: 'ZC',
    series: true,
    idField: 'flowId',
    menuId: '5013',
    routes: { list: '/dayeExpenses/list', add: '/dayeExpenses/add', edit: '/dayeExpenses/edit', detail: '/dayeExpenses/detail' },
    direction: 'none',
    picks: ['accounts'],
    partner: SUPPLIER,
  },
  ChangePrice: {
    family: 'trade',
    kind: 'ChangePrice',
    billType: 120,
    name: '调价单',
    title: '调价单',
    prefix: 'TJ',
    idField: 'changeId',
    menuId: '3012',
    routes: { list: '/price/ChangePrice', add: '/price/ChangePriceAdd', detail: '/price/ChangePriceDetail' },
    direction: 'none',
  },
  CostPrice: {
    family: 'trade',
    kind: 'CostPrice',
    billType: 121,
    name: '成本调价单',
    title: '成本调价单',
    menuTitle: '成本调价',
    prefix: 'CBTJ',
    idField: 'adjustId',
    menuId: '3013',
    routes: { list: '/price/CostPrice', add: '/price/CostPriceAdd', detail: '/price/CostPriceDetail' },
    direction: 'none',
    picks: ['stock'],
  },
} as const satisfies Record<string, DocumentDescription>;

export type DocumentKey = keyof typeof DOCUMENTS;
