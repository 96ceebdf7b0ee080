import { Button, Caption1 } from '@fluentui/react-components';
import { stockFlowPage, type StockFlowRow } from '../api';
import { ListPage, type Column } from '../../../kit/ListPage';
import { formatDateTime } from '../../../utils/format';
import { DocLink } from '../../document-engine';
import { DateRange, FilterBar } from '../../../kit/FilterBar';
import { WarehouseFilter } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { useFilteredList } from '../../../kit/useFilteredList';
import { billTypeColumn } from './billType';

// A movement has no id of its own in the list: its document, SKU, warehouse, time and the balance it left.
const flowKey = (r: StockFlowRow) => [r.docId, r.skuId, r.warehouseId, r.createTime, r.balanceQty, r.inQty].join('|');

/** 商品流水: every stock movement with its document (linked, a write-back's tagged 红冲), quantities in and out, cost and the running balance. */
export function StockFlow() {
  const { money, units } = useNumbers();
  const { list, filters, setFilter } = useFilteredList(stockFlowPage, {
    skuId: '',
    warehouseId: '',
    startDate: '',
    endDate: '',
  });
  const product = filters.skuId && list.page?.data[0];

  const columns: Column<StockFlowRow>[] = [
    { key: 'billNo', title: '单据编号', width: 150, render: (r) => <DocLink billType={r.billType} docId={r.docId} billNo={r.billNo} /> },
    billTypeColumn<StockFlowRow>(),
    { key: 'billDate', title: '单据日期' },
    { key: 'productName', title: '商品名称' },
    { key: 'spec', title: '规格' },
    { key: 'warehouseName', title: '仓库' },
    { key: 'inQty', title: '入库数量', figure: 'units', text: (r) => (r.inQty ? units(r.inQty, r) : '') },
    { key: 'outQty', title: '出库数量', figure: 'units', text: (r) => (r.outQty ? units(r.outQty, r) : '') },
    { key: 'costPrice', title: '成本价', figure: 'money', text: (r) => money(r.costPrice) },
    { key: 'amount', title: '成本金额', figure: 'money', text: (r) => money(r.amount) },
    { key: 'balanceQty', title: '结存数量', figure: 'units', text: (r) => units(r.balanceQty, r) },
    { key: 'createTime', title: '时间', text: (r) => formatDateTime(r.createTime) },
  ];

  return (
    <Stack>
      <FilterBar filters={filters}>
        <WarehouseFilter filters={filters} setFilter={setFilter} />
        <DateRange filters={filters} setFilter={setFilter} />
        {filters.skuId && (
          <>
            <Caption1>当前商品：{product ? `${product.productName} ${product.spec}` : '—'}</Caption1>
            <Button size="small" onClick={() => setFilter('skuId', '')}>
              查看全部商品
            </Button>
          </>
        )}
      </FilterBar>
      <ListPage
        label="商品流水"
        permissionId="4006"
        list={list}
        rowKey={flowKey}
        columns={columns}
        searchPlaceholder="商品名称、编码、规格或条码"
        exportName="商品流水"
      />
    </Stack>
  );
}
