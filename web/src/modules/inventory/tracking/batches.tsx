import { batchFlowPage, batchPage, batchStockPage, type BatchFlowRow, type BatchRow, type BatchStockRow } from '../api';
import { Toned, documentColumns, productColumns, timeColumn } from './cells';
import { daysLeftText, expiryTone } from './status';
import type { TrackingView } from './TrackingList';

const q = encodeURIComponent;
const SEARCH = '批次号、商品名称、编码或条码';

/** 保质期批次: each batch with its dates, days left (red once expired, orange when near) and quantity. */
export const BATCHES: TrackingView<BatchRow> = {
  title: '保质期批次',
  menuId: '3009',
  load: batchPage,
  rowKey: (r) => `${r.skuId}|${r.warehouseId}|${r.batchNo}`,
  searchPlaceholder: SEARCH,
  choice: {
    field: 'state',
    label: '批次状态',
    choices: [
      { id: 'inStock', name: '有库存' },
      { id: 'near', name: '临期' },
      { id: 'expired', name: '已过期' },
      { id: 'empty', name: '已用完' },
    ],
  },
  nearDays: true,
  columns: ({ qty, nearDays }) => [
    { key: 'batchNo', title: '批次号', width: 110 },
    ...productColumns<BatchRow>(),
    { key: 'productionDate', title: '生产日期', width: 100 },
    { key: 'expiryDate', title: '到期日期', width: 100 },
    {
      key: 'daysLeft',
      title: '剩余天数',
      width: 100,
      text: (r) => daysLeftText(r.daysLeft),
      render: (r) => <Toned tone={expiryTone(r.daysLeft, nearDays, r.qty)}>{daysLeftText(r.daysLeft)}</Toned>,
    },
    { key: 'qty', title: '数量', width: 90, figure: 'qty', text: (r) => qty(r.qty) },
    { key: 'unitName', title: '单位', width: 60 },
  ],
  action: { label: '流水', to: (r) => `/life/Flow?batchNo=${q(r.batchNo)}&skuId=${q(r.skuId)}` },
};

/** 批次库存: per SKU and warehouse, how much, in how many batches, the earliest expiry and what is near or past it. */
export const BATCH_STOCK: TrackingView<BatchStockRow> = {
  title: '批次库存',
  menuId: '3010',
  load: batchStockPage,
  rowKey: (r) => `${r.skuId}|${r.warehouseId}`,
  searchPlaceholder: '商品名称、编码、规格或条码',
  nearDays: true,
  columns: ({ qty }) => [
    ...productColumns<BatchStockRow>(),
    { key: 'unitName', title: '单位', width: 60 },
    { key: 'qty', title: '库存数量', width: 90, figure: 'qty', text: (r) => qty(r.qty) },
    { key: 'batchCount', title: '批次数', width: 70, text: (r) => String(r.batchCount) },
    { key: 'earliestExpiry', title: '最早到期', width: 100 },
    {
      key: 'nearQty',
      title: '临期数量',
      width: 90,
      figure: 'qty',
      text: (r) => qty(r.nearQty),
      render: (r) => <Toned tone={r.nearQty > 0 ? 'near' : 'fresh'}>{qty(r.nearQty)}</Toned>,
    },
    {
      key: 'expiredQty',
      title: '过期数量',
      width: 90,
      figure: 'qty',
      text: (r) => qty(r.expiredQty),
      render: (r) => <Toned tone={r.expiredQty > 0 ? 'expired' : 'fresh'}>{qty(r.expiredQty)}</Toned>,
    },
  ],
  action: { label: '查看批次', to: (r) => `/life/List?skuId=${q(r.skuId)}&warehouseId=${q(r.warehouseId)}` },
};

/** 批次流水: each batch's movements in and out with their documents, newest first. */
export const BATCH_FLOW: TrackingView<BatchFlowRow> = {
  title: '批次流水',
  menuId: '3011',
  load: batchFlowPage,
  rowKey: (r) => r.flowId,
  searchPlaceholder: SEARCH,
  dates: true,
  pin: { field: 'batchNo', label: '批次' },
  columns: ({ qty }) => [
    { key: 'batchNo', title: '批次号', width: 110 },
    ...documentColumns<BatchFlowRow>(),
    ...productColumns<BatchFlowRow>('hidden'),
    { key: 'productionDate', title: '生产日期', width: 100, hidden: true },
    { key: 'expiryDate', title: '到期日期', width: 100, hidden: true },
    { key: 'inQty', title: '入库数量', width: 90, figure: 'qty', text: (r) => (r.inQty ? qty(r.inQty) : '') },
    { key: 'outQty', title: '出库数量', width: 90, figure: 'qty', text: (r) => (r.outQty ? qty(r.outQty) : '') },
    timeColumn<BatchFlowRow>(),
  ],
};
