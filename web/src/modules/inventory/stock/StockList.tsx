import { useNavigate } from 'react-router-dom';
import { Caption1 } from '@fluentui/react-components';
import { stockPage, stockTotals, type StockRow } from '../api';
import { useLoad } from '../../../hooks/useLoad';
import { ListPage, type Column } from '../../../kit/ListPage';
import { AsOfDate } from '../../../kit/AsOfDate';
import { FilterBar } from '../../../kit/FilterBar';
import { WarehouseFilter } from '../../document-engine';
import { useNumbers } from '../../../kit/numbers';
import { Stack } from '../../../kit/Stack';
import { activeFilters, useFilteredList } from '../../../kit/useFilteredList';

const STOCK_MENU_ID = '4004';

/**
 * 库存查询: stock per warehouse and SKU at moving-average cost, with the totals of the filter; with 截至日期, as it was
 * at the end of that day (nothing reserved then: 占用 and 可用库存 are of the present, and leave).
 */
export function StockList() {
  const navigate = useNavigate();
  const { qty, money, units } = useNumbers();
  const { list, filters, setFilter } = useFilteredList(stockPage, { warehouseId: '', asOfDate: '' });
  const asOf = filters.asOfDate;
  const totalsQuery = { ...activeFilters(filters), ...(list.query.keyword && { keyword: list.query.keyword }) };
  const totals = useLoad(() => stockTotals(totalsQuery), `${JSON.stringify(totalsQuery)}#${list.version}`);

  const all: Column<StockRow>[] = [
    { key: 'productName', title: '商品名称', sortable: true, card: 'title' },
    { key: 'productCode', title: '商品编码', sortable: true },
    { key: 'spec', title: '规格', card: 'detail' },
    { key: 'unitName', title: '单位' },
    { key: 'warehouseName', title: '仓库', card: 'detail' },
    { key: 'qty', title: '库存数量', sortable: true, figure: 'units', card: 'main', text: (r) => units(r.qty, r) },
    { key: 'reservedQty', title: '占用', figure: 'units', card: 'detail', text: (r) => (r.reservedQty ? units(r.reservedQty, r) : '') },
    { key: 'avalidCount', title: '可用库存', figure: 'units', text: (r) => units(r.avalidCount, r) },
    { key: 'costPrice', title: '成本价', figure: 'money', text: (r) => money(r.costPrice) },
    { key: 'costAmount', title: '库存金额', sortable: true, figure: 'money', text: (r) => money(r.costAmount) },
    { key: 'lowStock', title: '库存下限', figure: 'qty', text: (r) => qty(r.lowStock) },
    { key: 'highStock', title: '库存上限', figure: 'qty', text: (r) => qty(r.highStock) },
  ];
  const columns = asOf ? all.filter((c) => c.key !== 'reservedQty' && c.key !== 'avalidCount') : all;

  return (
    <Stack>
      <FilterBar filters={filters}>
        <WarehouseFilter filters={filters} setFilter={setFilter} />
        <AsOfDate filters={filters} setFilter={setFilter} />
      </FilterBar>
      <ListPage
        label="库存列表"
        permissionId={STOCK_MENU_ID}
        list={list}
        rowKey={(r) => `${r.warehouseId}|${r.skuId}`}
        columns={columns}
        rowActions={[
          {
            label: '流水',
            action: 'query',
            onClick: (r) =>
              navigate(
                `/waresWater/list?skuId=${encodeURIComponent(r.skuId)}&warehouseId=${encodeURIComponent(r.warehouseId)}${asOf ? `&endDate=${asOf}` : ''}`,
              ),
          },
        ]}
        searchPlaceholder="商品名称、编码、规格或条码"
        exportName={asOf ? `库存查询-截至${asOf}` : '库存查询'}
        summary={
          totals.data && (
            <Caption1 role="status">
              {asOf ? `截至 ${asOf} 日终` : '合计'}：数量 {qty(totals.data.qty)}，库存金额 {money(totals.data.costAmount)}
            </Caption1>
          )
        }
      />
    </Stack>
  );
}
