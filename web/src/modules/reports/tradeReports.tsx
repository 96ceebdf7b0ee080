import { DOC_TYPE_NAMES } from '@jxc/services/contracts';
import { BILL_NO_WIDTH, DocLink } from '../document-engine';
import type { ReportColumn, ReportDefinition, ReportRow } from './kit/definition';

// The sales (销售) and purchase (采购) reports by day, product and partner, on the report kit.

export const SALE_NOTE = '销售退货已在数量、金额和成本中扣除';
/** What the stock losses taken off the net profit are. */
export const LOSSES_NOTE = '盘亏为盘点单的盘亏减盘盈，报损为出入库类型“计入损耗”的其他出库单，均按成本';
const BUY_NOTE = '采购退货已在数量和金额中扣除';
export const PRODUCT_KEYWORD = '商品名称、编码、条码';

export const product = (r: ReportRow) => (r.spec ? `${String(r.productName)} ${String(r.spec)}` : String(r.productName ?? ''));

/** The group's columns: the day; the product (with its spec) and its code; the partner and its code. */
const BY_DATE: ReportColumn[] = [{ key: 'billDate', title: '日期', sortable: true, width: 110 }];
export const BY_PRODUCT: ReportColumn[] = [
  { key: 'productName', title: '商品', sortable: true, width: 180, text: product },
  { key: 'productCode', title: '商品编码', sortable: true, width: 120 },
];
const byPartner = (name: string, code: string, title: string): ReportColumn[] => [
  { key: name, title, sortable: true, width: 160 },
  { key: code, title: `${title}编码`, sortable: true, width: 120 },
];

/** The figures: quantities spelled in the product's units where a row is one product (15箱3个). */
export const saleFigures = (qty: 'qty' | 'units'): ReportColumn[] => [
  { key: 'qty', title: '销售数量', format: qty, sortable: true },
  { key: 'saleAmount', title: '销售金额', format: 'money', sortable: true, mask: 'salePrice' },
  { key: 'returnQty', title: '退货数量', format: qty, sortable: true },
  { key: 'returnAmount', title: '退货金额', format: 'money', sortable: true, mask: 'salePrice' },
  { key: 'costAmount', title: '销售成本', format: 'money', sortable: true, mask: 'costPrice' },
  { key: 'profit', title: '毛利', format: 'money', sortable: true, mask: 'costPrice' },
  { key: 'margin', title: '毛利率', format: 'percent', sortable: true, mask: 'costPrice', width: 90 },
];
const buyFigures = (qty: 'qty' | 'units'): ReportColumn[] => [
  { key: 'qty', title: '采购数量', format: qty, sortable: true },
  { key: 'buyAmount', title: '采购金额', format: 'money', sortable: true, mask: 'purchasePrice' },
  { key: 'returnQty', title: '退货数量', format: qty, sortable: true },
  { key: 'returnAmount', title: '退货金额', format: 'money', sortable: true, mask: 'purchasePrice' },
];

/** The documents behind a row: the bill number opens the document. */
const docColumns = (partner: string, partnerTitle: string, figures: ReportColumn[]): ReportColumn[] => [
  {
    key: 'billNo',
    title: '单据编号',
    width: BILL_NO_WIDTH,
    render: (r) => <DocLink billType={Number(r.billType)} docId={String(r.docId)} billNo={String(r.billNo)} />,
  },
  { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[Number(r.billType)] ?? '' },
  { key: 'billDate', title: '单据日期' },
  { key: partner, title: partnerTitle, width: 140 },
  { key: 'userName', title: '制单人' },
  ...figures,
];
/** A sale's or a return's share of a row (the sales reports' and the performance report's drill-down). */
export const SALE_DOC_COLUMNS = docColumns(
  'customName',
  '客户',
  saleFigures('qty').filter((c) => !c.key.startsWith('return')),
);
const SALE_DOCS = { call: 'ReportForSale/Documents', columns: SALE_DOC_COLUMNS };
const BUY_DOCS = {
  call: 'ReportForBuy/Documents',
  columns: docColumns(
    'supplierName',
    '供应商',
    buyFigures('qty').filter((c) => !c.key.startsWith('return')),
  ),
};

const SALE_TREND = { type: 'line', series: ['saleAmount', 'profit'], days: true } as const;
const SALE_TOP = { type: 'bar', series: ['saleAmount', 'profit'], top: 10 } as const;

export const SALE_BY_DATE: ReportDefinition = {
  title: '销售日报',
  menuId: '6001',
  call: 'ReportForSale/ForBusiDate',
  groupKey: 'billDate',
  label: (r) => String(r.billDate),
  columns: [...BY_DATE, ...saleFigures('qty')],
  warehouse: true,
  keyword: `${PRODUCT_KEYWORD}或客户`,
  note: SALE_NOTE,
  chart: SALE_TREND,
  drillDown: { ...SALE_DOCS, filter: 'billDate' },
};

export const SALE_BY_PRODUCT: ReportDefinition = {
  title: '销售商品报表',
  menuId: '6002',
  call: 'ReportForSale/ForProduct',
  groupKey: 'skuId',
  label: product,
  columns: [...BY_PRODUCT, ...saleFigures('units')],
  warehouse: true,
  keyword: `${PRODUCT_KEYWORD}或客户`,
  note: SALE_NOTE,
  chart: SALE_TOP,
  drillDown: { ...SALE_DOCS, filter: 'skuId' },
};

export const SALE_BY_CUSTOMER: ReportDefinition = {
  title: '销售客户报表',
  menuId: '6003',
  call: 'ReportForSale/ForCustom',
  groupKey: 'customId',
  label: (r) => String(r.customName ?? ''),
  columns: [...byPartner('customName', 'customCode', '客户'), ...saleFigures('qty')],
  warehouse: true,
  keyword: `客户或${PRODUCT_KEYWORD}`,
  note: SALE_NOTE,
  chart: SALE_TOP,
  drillDown: { ...SALE_DOCS, filter: 'customId' },
};

export const BUY_BY_DATE: ReportDefinition = {
  title: '采购日报',
  menuId: '6005',
  call: 'ReportForBuy/ForBusiDate',
  groupKey: 'billDate',
  label: (r) => String(r.billDate),
  columns: [...BY_DATE, ...buyFigures('qty')],
  warehouse: true,
  keyword: `${PRODUCT_KEYWORD}或供应商`,
  note: BUY_NOTE,
  chart: { type: 'line', series: ['buyAmount'], days: true },
  drillDown: { ...BUY_DOCS, filter: 'billDate' },
};

export const BUY_BY_PRODUCT: ReportDefinition = {
  title: '采购商品报表',
  menuId: '6006',
  call: 'ReportForBuy/ForProduct',
  groupKey: 'skuId',
  label: product,
  columns: [...BY_PRODUCT, ...buyFigures('units')],
  warehouse: true,
  keyword: `${PRODUCT_KEYWORD}或供应商`,
  note: BUY_NOTE,
  chart: { type: 'bar', series: ['buyAmount'], top: 10 },
  drillDown: { ...BUY_DOCS, filter: 'skuId' },
};

export const BUY_BY_SUPPLIER: ReportDefinition = {
  title: '采购供应商报表',
  menuId: '6007',
  call: 'ReportForBuy/ForSupplier',
  groupKey: 'supplierId',
  label: (r) => String(r.supplierName ?? ''),
  columns: [...byPartner('supplierName', 'supplierCode', '供应商'), ...buyFigures('qty')],
  warehouse: true,
  keyword: `供应商或${PRODUCT_KEYWORD}`,
  note: BUY_NOTE,
  chart: { type: 'bar', series: ['buyAmount'], top: 10 },
  drillDown: { ...BUY_DOCS, filter: 'supplierId' },
};

/**
 * 利润报表: sales, cost of goods sold, profit and margin by day, the stock losses (盘亏, 报损) and the net profit after
 * them (only with the cost-price permission, the server says).
 */
export const PROFIT: ReportDefinition = {
  title: '利润报表',
  menuId: '6011',
  call: 'ReportForProfit/PageQuery',
  groupKey: 'billDate',
  label: (r) => String(r.billDate),
  columns: [
    ...BY_DATE,
    { key: 'saleAmount', title: '销售收入', format: 'money', sortable: true },
    { key: 'costAmount', title: '销售成本', format: 'money', sortable: true },
    { key: 'profit', title: '毛利', format: 'money', sortable: true },
    { key: 'margin', title: '毛利率', format: 'percent', sortable: true, width: 90 },
    { key: 'stocktakeLoss', title: '盘亏', format: 'money', sortable: true },
    { key: 'damageLoss', title: '报损', format: 'money', sortable: true },
    { key: 'netProfit', title: '净利润', format: 'money', sortable: true },
  ],
  warehouse: true,
  note: `${SALE_NOTE}；净利润 = 毛利 − 盘亏 − 报损（${LOSSES_NOTE}）`,
  chart: { type: 'line', series: ['saleAmount', 'profit', 'netProfit'], days: true },
};
