import { ACCOUNT_DAY_PARTS, DOC_TYPE_NAMES, STOCK_SUMMARY_PARTS } from '@jxc/services/contracts';
import { BILL_NO_WIDTH, DocLink } from '../document-engine';
import type { ReportColumn, ReportDefinition } from './kit/definition';
import { BY_PRODUCT, LOSSES_NOTE, PRODUCT_KEYWORD, SALE_DOC_COLUMNS, SALE_NOTE, product, saleFigures } from './tradeReports';

// The business-status reports (经营状况) on the report kit: 进销存汇总, 经营日报 and 业绩报表.

const cost = (key: string, title: string, sortable = false): ReportColumn => ({ key, title, format: 'money', mask: 'costPrice', sortable });
const parts = (direction: 'in' | 'out'): ReportColumn[] =>
  STOCK_SUMMARY_PARTS.filter((p) => p.direction === direction).map((p) => ({
    key: `${p.key}Qty`,
    title: p.title,
    format: 'units',
    sortable: true,
  }));

/** 进销存汇总: per product its opening, what came in and went out by document type, and its closing, at cost. */
export const INVOICING_SUMMARY: ReportDefinition = {
  title: '进销存汇总',
  menuId: '6008',
  call: 'ReportForPerformance/InvoicingSummary',
  groupKey: 'skuId',
  label: product,
  columns: [
    ...BY_PRODUCT,
    { key: 'beginQty', title: '期初数量', format: 'units' },
    cost('beginAmount', '期初金额'),
    { key: 'inQty', title: '入库数量', format: 'units', sortable: true },
    cost('inAmount', '入库金额', true),
    ...parts('in'),
    { key: 'outQty', title: '出库数量', format: 'units', sortable: true },
    cost('outAmount', '出库金额', true),
    ...parts('out'),
    { key: 'endQty', title: '结存数量', format: 'units' },
    cost('endAmount', '结存金额'),
  ],
  warehouse: true,
  asOf: true,
  keyword: PRODUCT_KEYWORD,
  note: '期初 + 入库 − 出库 = 结存，金额按移动加权平均成本；红冲的单据不计',
  chart: { type: 'bar', series: ['outAmount', 'inAmount'], top: 10, sortField: 'outAmount' },
  drillDown: {
    call: 'Stock/FlowPageQuery',
    filter: 'skuId',
    columns: [
      {
        key: 'billNo',
        title: '单据编号',
        width: BILL_NO_WIDTH,
        render: (r) => <DocLink billType={Number(r.billType)} docId={String(r.docId)} billNo={String(r.billNo)} />,
      },
      { key: 'billType', title: '单据类型', text: (r) => `${DOC_TYPE_NAMES[Number(r.billType)] ?? ''}${r.writeBack ? '（红冲）' : ''}` },
      { key: 'billDate', title: '单据日期' },
      { key: 'warehouseName', title: '仓库' },
      { key: 'inQty', title: '入库数量', format: 'qty' },
      { key: 'outQty', title: '出库数量', format: 'qty' },
      cost('amount', '成本金额'),
    ],
  },
};

const money = (key: string, title: string, mask?: ReportColumn['mask']): ReportColumn => ({ key, title, format: 'money', mask });

/** 经营日报: one day's trade and profit above, each account's money by what moved it below. */
export const DAILY: ReportDefinition = {
  title: '经营日报',
  menuId: '6009',
  call: 'ReportForPerformance/Daily',
  groupKey: 'accountId',
  label: (r) => String(r.accountName ?? ''),
  day: true,
  headline: [
    money('saleAmount', '销售金额', 'salePrice'),
    { key: 'saleCount', title: '销售单数' },
    money('saleReturnAmount', '销售退货', 'salePrice'),
    money('buyAmount', '采购金额', 'purchasePrice'),
    money('buyReturnAmount', '采购退货', 'purchasePrice'),
    money('receiveAmount', '收款'),
    money('payAmount', '付款'),
    money('incomeAmount', '日常收入'),
    money('expenseAmount', '日常支出'),
    money('costAmount', '销售成本', 'costPrice'),
    money('profit', '毛利', 'costPrice'),
    money('stocktakeLoss', '盘亏', 'costPrice'),
    money('damageLoss', '报损', 'costPrice'),
    money('netProfit', '净利润', 'costPrice'),
  ],
  columns: [
    { key: 'accountName', title: '账户', width: 140 },
    money('beginBalance', '期初余额'),
    ...ACCOUNT_DAY_PARTS.map((p) => money(p.key, p.title)),
    money('inAmount', '收入合计'),
    money('outAmount', '支出合计'),
    money('endBalance', '期末余额'),
  ],
  note: `收款含销售单上收的款，付款含采购单上付的款；净利润 = 毛利 + 日常收入 − 日常支出 − 盘亏 − 报损（${LOSSES_NOTE}）`,
  chart: { type: 'bar', series: ['inAmount', 'outAmount'], top: 10 },
  drillDown: {
    call: 'CapitalFlow/PageQuery',
    filter: 'accountId',
    columns: [
      {
        key: 'billNo',
        title: '单据编号',
        width: BILL_NO_WIDTH,
        render: (r) => <DocLink billType={Number(r.billType)} docId={String(r.docId)} billNo={String(r.billNo)} />,
      },
      { key: 'billType', title: '单据类型', text: (r) => DOC_TYPE_NAMES[Number(r.billType)] ?? '' },
      money('inAmount', '收入'),
      money('outAmount', '支出'),
      money('balance', '余额'),
    ],
  },
};

/** 业绩报表: per staff member the sales and returns they made, with documents and profit. */
export const FOR_EMPLOYEE: ReportDefinition = {
  title: '业绩报表',
  menuId: '6010',
  call: 'ReportForPerformance/ForEmployee',
  groupKey: 'userId',
  label: (r) => String(r.userName ?? ''),
  columns: [
    { key: 'userName', title: '员工', sortable: true, width: 120 },
    { key: 'saleCount', title: '销售单数', sortable: true, width: 90 },
    { key: 'returnCount', title: '退货单数', sortable: true, width: 90 },
    ...saleFigures('qty'),
  ],
  warehouse: true,
  keyword: `${PRODUCT_KEYWORD}或客户`,
  note: SALE_NOTE,
  chart: { type: 'bar', series: ['saleAmount', 'profit'], top: 10 },
  drillDown: { call: 'ReportForPerformance/Documents', filter: 'userId', columns: SALE_DOC_COLUMNS },
};
