import { Badge } from '@fluentui/react-components';
import { serialFlowPage, serialPage, serialStockPage, type SerialFlowRow, type SerialRow, type SerialStockRow } from '../api';
import { InOut, docLink, documentColumns, productColumns, timeColumn } from './cells';
import { serialGap } from './status';
import type { TrackingView } from './TrackingList';

const q = encodeURIComponent;
const SEARCH = '序列号、商品名称、编码或条码';
const STATUS = ['在库', '已出库'] as [string, string];

/** 序列号: every serial with where it is, the document that brought it in and the one that took it out. */
export const SERIALS: TrackingView<SerialRow> = {
  title: '序列号',
  menuId: '3006',
  load: serialPage,
  rowKey: (r) => `${r.skuId}|${r.serialNo}`,
  searchPlaceholder: SEARCH,
  choice: {
    field: 'status',
    label: '状态',
    choices: [
      { id: 'in', name: STATUS[0] },
      { id: 'out', name: STATUS[1] },
    ],
  },
  columns: () => [
    { key: 'serialNo', title: '序列号', width: 120 },
    {
      key: 'status',
      title: '状态',
      width: 70,
      render: (r) => <InOut value={r.status} words={STATUS} />,
      text: (r) => (r.status === 'in' ? STATUS[0] : STATUS[1]),
    },
    ...productColumns<SerialRow>('hidden'),
    { key: 'inBillNo', title: '入库单据', width: 140, render: (r) => docLink(r.inBillType, r.inDocId, r.inBillNo) },
    { key: 'inDate', title: '入库日期', width: 100 },
    { key: 'outBillNo', title: '出库单据', width: 140, render: (r) => docLink(r.outBillType, r.outDocId, r.outBillNo) },
    { key: 'outDate', title: '出库日期', width: 100 },
  ],
  action: { label: '流水', to: (r) => `/sn/Flow?serialNo=${q(r.serialNo)}` },
};

/** 序列号库存: stock on hand against the serials in stock, per SKU and warehouse; a difference stands out. */
export const SERIAL_STOCK: TrackingView<SerialStockRow> = {
  title: '序列号库存',
  menuId: '3007',
  load: serialStockPage,
  rowKey: (r) => `${r.skuId}|${r.warehouseId}`,
  searchPlaceholder: SEARCH,
  columns: ({ qty }) => [
    ...productColumns<SerialStockRow>(),
    { key: 'unitName', title: '单位', width: 60 },
    { key: 'qty', title: '库存数量', width: 90, figure: 'qty', text: (r) => qty(r.qty) },
    { key: 'serialCount', title: '在库序列号', width: 90, text: (r) => String(r.serialCount) },
    {
      key: 'gap',
      title: '核对',
      width: 130,
      text: (r) => serialGap(r.qty, r.serialCount) || '一致',
      render: (r) => {
        const gap = serialGap(r.qty, r.serialCount);
        return gap ? (
          <Badge appearance="filled" color="danger">
            {gap}
          </Badge>
        ) : (
          <Badge appearance="tint" color="success">
            一致
          </Badge>
        );
      },
    },
  ],
  action: { label: '查看序列号', to: (r) => `/sn/List?skuId=${q(r.skuId)}&warehouseId=${q(r.warehouseId)}&status=in` },
};

/** 序列号流水: each serial's movements in and out with their documents, newest first. */
export const SERIAL_FLOW: TrackingView<SerialFlowRow> = {
  title: '序列号流水',
  menuId: '3008',
  load: serialFlowPage,
  rowKey: (r) => r.flowId,
  searchPlaceholder: SEARCH,
  dates: true,
  pin: { field: 'serialNo', label: '序列号' },
  columns: () => [
    { key: 'serialNo', title: '序列号', width: 120 },
    {
      key: 'direction',
      title: '出入',
      width: 60,
      render: (r) => <InOut value={r.direction} words={['入', '出']} />,
      text: (r) => (r.direction === 'in' ? '入' : '出'),
    },
    ...documentColumns<SerialFlowRow>(),
    ...productColumns<SerialFlowRow>('hidden'),
    timeColumn<SerialFlowRow>(),
  ],
};
